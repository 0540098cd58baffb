import { CalendarCheck, Pencil } from 'lucide-react'
import { useId } from 'react'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { LinkButton } from '@/components/ui/link-button'
import { quoteCopy, type CalculatorCopy } from '../calculator-content'
import { formatUsd, type LineItem, type Quote } from '../model/quote'
import type { QuoteDefinition } from '../model/quote-definitions'
import { useFocusOnMount } from './use-focus-on-mount'

const headingStyle = css({ textStyle: 'h2', color: 'fg.default', _focus: { outline: 'none' } })
const totalBoxStyle = css({
  bg: 'bg.subtle',
  borderRadius: 'lg',
  p: '6',
  textAlign: 'center',
})
const totalLabelStyle = css({ color: 'fg.muted', fontWeight: '600' })
const totalStyle = css({
  display: 'block',
  fontSize: { base: '2.5rem', md: '3.25rem' },
  fontWeight: '800',
  color: 'fg.accent',
  lineHeight: '1.1',
  mt: '1',
})
const tableStyle = css({
  w: 'full',
  borderCollapse: 'collapse',
  '& caption': { textAlign: 'start', fontWeight: '700', color: 'fg.default', mb: '2' },
  '& th, & td': { py: '2', borderBottomWidth: '1px', borderColor: 'border.default' },
  '& th': { textAlign: 'start', fontWeight: '400' },
  '& thead th': { fontWeight: '600', color: 'fg.muted', fontSize: 'sm' },
  '& td, & thead th:last-child': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& tfoot th, & tfoot td': { fontWeight: '700', borderBottomWidth: '0' },
})
const noteStyle = css({ color: 'fg.default' })
const mutedStyle = css({ color: 'fg.muted', fontSize: 'sm' })
const actionsStyle = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  flexWrap: 'wrap',
  gap: '3',
  w: 'full',
  // On a phone each action takes the full width and may wrap its label.
  '& > *': { whiteSpace: { base: 'normal', sm: 'nowrap' }, textAlign: 'center' },
})

/** Which option's label covers a size: the largest offered value not above it. */
function sizeLabel(copy: CalculatorCopy<QuoteDefinition>, size: number): string {
  const covering = Object.keys(copy.size.options)
    .map(Number)
    .filter((value) => value <= size)
    .sort((a, b) => b - a)[0]
  return covering === undefined ? String(size) : (copy.size.options[covering] ?? String(size))
}

function lineItemLabel(copy: CalculatorCopy<QuoteDefinition>, item: LineItem, each: number) {
  switch (item.kind) {
    case 'base':
      return quoteCopy.result.base
    case 'size':
      return `${copy.size.label}: ${sizeLabel(copy, item.size)}`
    case 'addon':
      return copy.addons[item.addon] ?? item.addon
    case 'apiIntegrations':
      return quoteCopy.result.apiIntegrations(item.count, formatUsd(each))
    case 'timeline':
      return quoteCopy.result.timeline(copy.timelines[item.timeline])
  }
}

export interface QuoteResultProps {
  copy: CalculatorCopy<QuoteDefinition>
  definition: QuoteDefinition
  quote: Quote
  /** Set when the visitor has just calculated: focus lands on the result's heading. */
  focusHeading: boolean
  onModify: () => void
}

export function QuoteResult({ copy, definition, quote, focusHeading, onModify }: QuoteResultProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading)
  const headingId = useId()
  const text = quoteCopy.result
  const styles = card()
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <div className={styles.body}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={headingStyle}>
          {text.title}
        </h2>
        <p className={totalBoxStyle}>
          <span className={totalLabelStyle}>{text.totalLabel}</span>
          <strong className={totalStyle}>{formatUsd(quote.total)}</strong>
        </p>
        <table className={tableStyle}>
          <caption>{text.breakdownCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.itemHeader}</th>
              <th scope="col">{text.amountHeader}</th>
            </tr>
          </thead>
          <tbody>
            {quote.lineItems.map((item) => (
              <tr key={`${item.kind}-${item.kind === 'addon' ? item.addon : ''}`}>
                <th scope="row">{lineItemLabel(copy, item, definition.apiIntegrationPrice)}</th>
                <td>{formatUsd(item.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{text.total}</th>
              <td>{formatUsd(quote.total)}</td>
            </tr>
          </tfoot>
        </table>
        <p className={noteStyle}>{text.contactNote}</p>
        <p className={mutedStyle}>{text.disclaimer}</p>
      </div>
      <div className={styles.footer}>
        <div className={actionsStyle}>
          <LinkButton to={text.bookCallPath} size="lg">
            <CalendarCheck aria-hidden="true" size={20} />
            {text.scheduleCall}
          </LinkButton>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'lg' })}
            onClick={onModify}
          >
            <Pencil aria-hidden="true" size={20} />
            {text.modify}
          </button>
        </div>
      </div>
    </section>
  )
}
