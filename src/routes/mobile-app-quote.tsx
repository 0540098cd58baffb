import { createFileRoute } from '@tanstack/react-router'
import { MobileQuotePage } from '@/features/quote/components/mobile-quote-page'
import { mobileQuotePage } from '@/features/quote/content/page'
import { mobileQuoteDefinition } from '@/features/quote/model/quote-definitions'
import { parseQuoteSearch } from '@/features/quote/model/quote-search'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/mobile-app-quote')({
  validateSearch: (search: Record<string, unknown>) =>
    parseQuoteSearch(mobileQuoteDefinition, search),
  head: () => pageHead({ title: mobileQuotePage.title, description: mobileQuotePage.description }),
  component: MobileQuotePage,
})
