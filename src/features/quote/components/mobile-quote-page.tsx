import { useNavigate, useSearch } from '@tanstack/react-router'
import { mobileQuotePage } from '../content/page'
import type { MobileQuoteSearch } from '../model/quote-search'
import { QuoteCalculator } from './quote-calculator'
import { QuotePageLayout } from './quote-page-layout'

export function MobileQuotePage() {
  const search = useSearch({ from: '/mobile-app-quote' })
  const navigate = useNavigate({ from: '/mobile-app-quote' })
  return (
    <QuotePageLayout page={mobileQuotePage}>
      <QuoteCalculator
        kind="mobile"
        search={search}
        onSearchChange={(next, replace) =>
          void navigate({ search: next as MobileQuoteSearch, replace, resetScroll: false })
        }
      />
    </QuotePageLayout>
  )
}
