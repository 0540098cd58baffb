import { createFileRoute } from '@tanstack/react-router'
import { PricingPage } from '@/features/pricing/components/pricing-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(leads)/pricing')({
  head: () =>
    pageHead({
      title: 'Accessibility Audit Pricing',
      description:
        'Free accessibility demo tools, a $1,200 professional mobile app audit delivered in 7 business days, and enterprise plans by quote.',
    }),
  component: PricingPage,
})
