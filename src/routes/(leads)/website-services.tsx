import { createFileRoute } from '@tanstack/react-router'
import { WebsiteServicesPage } from '@/features/website-services/components/website-services-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(leads)/website-services')({
  head: () =>
    pageHead({
      title: 'Get Your Website Started: $500 Flat Rate',
      description:
        'A professional website of up to 5 pages for a $500 flat rate, with domain and hosting setup, SSL and a business email. Request yours online.',
    }),
  component: WebsiteServicesPage,
})
