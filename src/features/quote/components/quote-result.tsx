import { memo, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { formatWholeDollars } from '@/lib/format/whole-dollars'
import { siteConfig } from '@/lib/site/site-config'
import { quoteCopy, type CalculatorCopy } from '../content/calculator'
import { estimateLines } from '../model/estimate-lines'
import { estimateMail } from '../model/estimate-mail'
import type { Quote } from '../model/quote'
import type { QuoteDefinition } from '../model/quote-definitions'
import type { QuoteFormValues } from '../model/quote-form'
import { EstimateActions } from './estimate-actions'
import { PrintedLetterhead } from './printed-letterhead'
import { useFocusWhenShown } from './use-focus-when-shown'

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
export interface QuoteResultProps {
  copy: CalculatorCopy<QuoteDefinition>
  definition: QuoteDefinition
  quote: Quote
  /** False while the form shows: the result waits, hidden, with the quote of the settled choices. */
  shown: boolean
  /** Set when the visitor calculates: focus lands on the result's heading as it shows. */
  focusHeading: boolean
  /** What the form holds when the visitor acts: their contact details and notes. */
  values: () => Pick<QuoteFormValues, 'additionalFeatures' | 'contactInfo'>
  onModify: () => void
}

export const QuoteResult = memo(function QuoteResult({
  copy,
  definition,
  quote,
  shown,
  focusHeading,
  values,
  onModify,
}: QuoteResultProps) {
  const headingRef = useFocusWhenShown<HTMLHeadingElement>(shown, focusHeading)
  const headingId = useId()
  // The day it was shown, printed on paper: the result is rendered long before that.
  const [preparedAt, setPreparedAt] = useState(() => new Date())
  const [wasShown, setWasShown] = useState(shown)
  if (shown !== wasShown) {
    setWasShown(shown)
    if (shown) setPreparedAt(new Date())
  }
  const text = quoteCopy.result
  const styles = card()
  const lines = estimateLines(copy, definition, quote)
  const mail = () =>
    estimateMail({ to: siteConfig.email, product: copy.product, lines, quote, values: values() })
  return (
    <section aria-labelledby={headingId} className={styles.root} hidden={!shown}>
      <div className={styles.body}>
        <PrintedLetterhead preparedAt={preparedAt} />
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={headingStyle}>
          {text.title}
        </h2>
        <p className={totalBoxStyle}>
          <span className={totalLabelStyle}>{text.totalLabel}</span>
          <strong className={totalStyle}>{formatWholeDollars(quote.total)}</strong>
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
            {lines.map(([label, amount]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{text.total}</th>
              <td>{formatWholeDollars(quote.total)}</td>
            </tr>
          </tfoot>
        </table>
        <p className={noteStyle}>{text.contactNote}</p>
        <p className={mutedStyle}>{text.disclaimer}</p>
      </div>
      <div className={styles.footer}>
        <EstimateActions mail={mail} onModify={onModify} />
      </div>
    </section>
  )
})
