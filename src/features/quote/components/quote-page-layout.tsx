import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { container } from 'styled-system/patterns'
import type { QuotePageCopy } from '../content/page'

const sectionStyle = css({ bg: 'bg.subtle', py: { base: '10', md: '16' } })
const innerStyle = container({ maxW: '4xl' })
const titleStyle = css({ textStyle: 'display', color: 'fg.default' })
const leadStyle = css({ textStyle: 'lead', color: 'fg.muted', mt: '4', mb: '8' })

export interface QuotePageLayoutProps {
  page: QuotePageCopy
  children: ReactNode
}

/** The page around a calculator: its one h1 and lead. */
export function QuotePageLayout({ page, children }: QuotePageLayoutProps) {
  return (
    <section aria-labelledby="quote-page-heading" className={sectionStyle}>
      <div className={innerStyle}>
        <h1 id="quote-page-heading" className={titleStyle}>
          {page.title}
        </h1>
        <p className={leadStyle}>{page.lead}</p>
        {children}
      </div>
    </section>
  )
}
