import { css } from 'styled-system/css'
import { container, flex } from 'styled-system/patterns'

const bandStyle = css({ bg: 'accent.solid', color: 'accent.contrast', py: '10' })
const listStyle = container({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  textAlign: 'center',
})
// The term comes first in the list, as a description list requires; the figure shows above it.
const itemStyle = flex({ direction: 'column-reverse' })
const valueStyle = css({ fontSize: '3xl', fontWeight: '800', fontVariantNumeric: 'tabular-nums' })
const noteStyle = css({ textAlign: 'center', fontSize: 'sm', mt: '4' })

export interface Figure {
  label: string
  value: string
}

/** A full-width band of a few headline figures, each with what it counts. */
export function FigureBand({
  label,
  figures,
  note,
}: {
  /** Names the band for assistive technology. */
  label: string
  figures: readonly Figure[]
  note?: string
}) {
  return (
    <section aria-label={label} className={bandStyle}>
      <dl className={listStyle}>
        {figures.map((figure) => (
          <div key={figure.label} className={itemStyle}>
            <dt>{figure.label}</dt>
            <dd className={valueStyle}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className={noteStyle}>{note}</p> : null}
    </section>
  )
}
