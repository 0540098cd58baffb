import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { badge } from 'styled-system/recipes'
import { impactLabels, reportCopy } from '../content/page-check'
import type { Impact } from '../model/axe-outcome'
import { fixFor } from '../model/page-check-export'
import type { Finding } from '../model/page-check-report'

export const impactBadge: Record<Impact, 'danger' | 'warning' | 'neutral' | 'secondary'> = {
  critical: 'danger',
  serious: 'warning',
  moderate: 'neutral',
  minor: 'secondary',
}

const listStyle = flex({ direction: 'column', gap: '4' })
const itemStyle = flex({
  direction: 'column',
  gap: '2',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
})
const titleStyle = flex({ wrap: 'wrap', align: 'center', gap: '2' })
/** Each finding with its impact, a plain-language fix and the markup of every element. */
export function FindingList({ findings }: { findings: readonly Finding[] }) {
  return (
    <ul className={listStyle}>
      {findings.map((finding) => (
        <li key={finding.ruleId} className={itemStyle}>
          <p className={titleStyle}>
            <strong>{finding.help}</strong>
            <span className={badge({ variant: impactBadge[finding.impact] })}>
              {reportCopy.impact}: {impactLabels[finding.impact]}
            </span>
            <code className={css({ fontSize: 'sm' })}>{finding.ruleId}</code>
          </p>
          <p>
            <strong>{reportCopy.fix}:</strong> {fixFor(finding)}
          </p>
          <p className={css({ fontWeight: '600' })}>
            {reportCopy.elements} ({finding.elements.length})
          </p>
          <ul className={flex({ direction: 'column', gap: '2' })}>
            {finding.elements.map((element) => (
              <li key={element.selector}>
                <code>{element.html}</code>
              </li>
            ))}
          </ul>
          <a
            href={finding.helpUrl}
            className={css({ color: 'fg.accent', textDecoration: 'underline' })}
          >
            {reportCopy.learnMore}: {finding.ruleId}
          </a>
        </li>
      ))}
    </ul>
  )
}
