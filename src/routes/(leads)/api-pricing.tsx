import { createFileRoute } from '@tanstack/react-router'
import { ApiPricingPage } from '@/features/api-docs/components/api-pricing-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(leads)/api-pricing')({
  head: () =>
    pageHead({
      title: 'Accessibility API Pricing',
      description:
        'Accessibility API plans: Starter $29/month, Professional $99/month and custom Enterprise plans, each with a 14-day free trial.',
    }),
  component: ApiPricingPage,
})
