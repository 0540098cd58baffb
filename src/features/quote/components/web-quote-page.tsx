import { useNavigate, useSearch } from '@tanstack/react-router'
import { webQuotePage } from '../content/page'
import type { WebQuoteSearch } from '../model/quote-search'
import { QuoteCalculator } from './quote-calculator'
import { QuotePageLayout } from './quote-page-layout'

export function WebQuotePage() {
  const search = useSearch({ from: '/web-app-quote' })
  const navigate = useNavigate({ from: '/web-app-quote' })
  return (
    <QuotePageLayout page={webQuotePage}>
      <QuoteCalculator
        kind="web"
        search={search}
        onSearchChange={(next, replace) =>
          void navigate({ search: next as WebQuoteSearch, replace, resetScroll: false })
        }
      />
    </QuotePageLayout>
  )
}
