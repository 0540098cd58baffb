import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { badge } from 'styled-system/recipes'
import { severityLabels } from '../content/page'
import { scoreLabel, totalIssues, type ScanResult, type Severity } from '../model/scan-sample'

const scoreBadge = { Good: 'success', 'Needs Work': 'warning', Poor: 'danger' } as const
const severityBadge: Record<Severity, 'danger' | 'warning' | 'neutral' | 'secondary'> = {
  critical: 'danger',
  high: 'warning',
  medium: 'neutral',
  low: 'secondary',
}

const sectionStyle = flex({ direction: 'column', gap: '4', mt: '4' })
const headingStyle = css({ fontWeight: '700', fontSize: 'lg', color: 'fg.default' })
const scoreStyle = flex({ align: 'center', gap: '3', wrap: 'wrap' })
const tableStyle = css({
  w: 'full',
  borderCollapse: 'collapse',
  '& th, & td': {
    textAlign: 'start',
    p: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  },
  '& th': { fontWeight: '600', color: 'fg.default' },
})

export function ScanResults({ result, target }: { result: ScanResult; target: string }) {
  const label = scoreLabel(result.score)
  return (
    <section aria-labelledby="scan-results-heading" className={sectionStyle}>
      <h4 id="scan-results-heading" className={headingStyle}>
        Scan results for {target}
      </h4>
      <p className={scoreStyle}>
        <span className={css({ fontSize: '3xl', fontWeight: '800' })}>{result.score}/100</span>
        <span className={badge({ variant: scoreBadge[label] })}>{label}</span>
        <span>{totalIssues(result)} issues found</span>
      </p>
      <div className={css({ overflowX: 'auto' })}>
        <table className={tableStyle}>
          <caption className={css({ srOnly: true })}>Issues found by the sample scan</caption>
          <thead>
            <tr>
              <th scope="col">Issue</th>
              <th scope="col">Count</th>
              <th scope="col">Category</th>
              <th scope="col">Severity</th>
            </tr>
          </thead>
          <tbody>
            {result.issues.map((issue) => (
              <tr key={issue.type}>
                <th scope="row" className={css({ fontWeight: '400!' })}>
                  {issue.type}
                </th>
                <td>{issue.count}</td>
                <td>{issue.category}</td>
                <td>
                  <span className={badge({ variant: severityBadge[issue.severity] })}>
                    {severityLabels[issue.severity]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h5 className={css({ fontWeight: '700' })}>Recommendations</h5>
      <ul className={flex({ listStyle: 'disc', ps: '5', direction: 'column', gap: '1' })}>
        {result.recommendations.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  )
}
