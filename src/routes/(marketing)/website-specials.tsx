import { createFileRoute } from '@tanstack/react-router'
import { WebsiteSpecialsPage } from '@/features/website-specials/components/website-specials-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(marketing)/website-specials')({
  head: () =>
    pageHead({
      title: 'Website Specials: $500 Flat-Rate Website',
      description:
        'A professional website for $500 flat: up to 5 pages, domain and hosting setup, SSL and a business email. $75 per extra page, optional support $50/month.',
    }),
  component: WebsiteSpecialsPage,
})
