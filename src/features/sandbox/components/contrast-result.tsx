import { Check } from 'lucide-react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { badge } from 'styled-system/recipes'
import { colourFieldCopy } from '../content/colours'
import { formatRatio, LARGE_TEXT_RATIO, levelBadges, type ContrastCheck } from '../model/contrast'

const resultStyle = flex({ direction: 'column', gap: '2' })
const ratioStyle = flex({ align: 'center', gap: '3', wrap: 'wrap' })
const valueStyle = css({ fontSize: '3xl', fontWeight: '800', fontVariantNumeric: 'tabular-nums' })

/** The ratio, its WCAG level and the large-text verdict, announced when they change. */
export function ContrastResult({
  check,
  label = colourFieldCopy.contrast,
}: {
  check: ContrastCheck
  label?: string
}) {
  const level = levelBadges[check.level]
  return (
    <div role="status" aria-atomic="true" className={resultStyle}>
      <p className={ratioStyle}>
        <span>{label}:</span>
        <span className={valueStyle}>{formatRatio(check.ratio)}</span>
        <span className={badge({ variant: level.variant })}>
          {check.level === 'Fail' ? null : <Check aria-hidden="true" size={14} />}
          {level.label}
        </span>
      </p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Large text (18pt, or 14pt bold) needs {LARGE_TEXT_RATIO}:1:{' '}
        {check.largeTextPasses ? 'passes' : 'fails'}. Normal text needs 4.5:1 for AA and 7:1 for
        AAA.
      </p>
    </div>
  )
}
