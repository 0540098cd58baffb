import { formLibraries } from '@/components/form/form-libraries'
import { lazyWidget } from '@/lib/lazy-widget'

/** The form and result load after the page: they bring TanStack Form, Ark UI and zod. */
export const LazyQuoteCalculator = lazyWidget(
  () => import('./quote-calculator').then((module) => module.QuoteCalculator),
  formLibraries(() => import('../model/quote-form')),
)
