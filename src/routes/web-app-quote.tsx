import { createFileRoute } from '@tanstack/react-router'
import { WebQuotePage } from '@/features/quote/components/web-quote-page'
import { webQuotePage } from '@/features/quote/content/page'
import { webQuoteDefinition } from '@/features/quote/model/quote-definitions'
import { parseQuoteSearch } from '@/features/quote/model/quote-search'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/web-app-quote')({
  validateSearch: (search: Record<string, unknown>) => parseQuoteSearch(webQuoteDefinition, search),
  head: () => pageHead({ title: webQuotePage.title, description: webQuotePage.description }),
  component: WebQuotePage,
})
