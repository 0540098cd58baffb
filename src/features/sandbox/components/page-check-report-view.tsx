import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { badge } from 'styled-system/recipes'
import { LinkButton } from '@/components/ui/link-button'
import { impactLabels, reportCopy } from '../content/page-check'
import { IMPACTS } from '../model/axe-outcome'
import type { PageCheckReport } from '../model/page-check-report'
import { scoreLabel } from '../model/scan-sample'
import { FindingList, impactBadge } from './finding-list'
import { ReportActions } from './report-actions'

const scoreBadge = { Good: 'success', 'Needs Work': 'warning', Poor: 'danger' } as const

const sectionStyle = flex({ direction: 'column', gap: '5', mt: '6' })
const headingStyle = css({ fontWeight: '700', fontSize: 'lg', color: 'fg.default' })
const subheadingStyle = css({ fontWeight: '700', fontSize: 'md', color: 'fg.default' })
const rowStyle = flex({ align: 'center', gap: '3', wrap: 'wrap' })
const countsStyle = flex({ direction: 'column', gap: '1' })

export interface PageCheckReportViewProps {
  page: string
  report: PageCheckReport
}

export function PageCheckReportView({ page, report }: PageCheckReportViewProps) {
  const label = scoreLabel(report.score)
  const elementsFailing = IMPACTS.reduce((sum, impact) => sum + report.elementsByImpact[impact], 0)
  const counts = [
    [reportCopy.rulesPassed, report.rulesPassed],
    [reportCopy.rulesFailed, report.rulesFailed],
    [reportCopy.elementsFailing, elementsFailing],
    [reportCopy.needsReview, report.needsReview],
  ] as const
  return (
    <section aria-labelledby="page-check-report-heading" className={sectionStyle} data-print-part>
      <h4 id="page-check-report-heading" className={headingStyle}>
        {reportCopy.heading(page)}
      </h4>
      <p className={rowStyle}>
        <span className={css({ fontSize: '3xl', fontWeight: '800' })}>{report.score}/100</span>
        <span className={badge({ variant: scoreBadge[label] })}>{label}</span>
      </p>
      <p className={css({ color: 'fg.muted' })}>{reportCopy.scoreFormula}</p>
      <dl className={countsStyle}>
        {counts.map(([term, value]) => (
          <div key={term} className={rowStyle}>
            <dt>{term}:</dt>
            <dd className={css({ fontWeight: '700' })}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={rowStyle}>
        <span>{reportCopy.byImpact}:</span>
        {[...IMPACTS].reverse().map((impact) => (
          <span key={impact} className={badge({ variant: impactBadge[impact] })}>
            {impactLabels[impact]}: {report.elementsByImpact[impact]}
          </span>
        ))}
      </div>
      <ReportActions page={page} report={report} />

      <h5 className={subheadingStyle}>{reportCopy.wcagHeading}</h5>
      {report.criteria.length === 0 ? <p>{reportCopy.noWcagFindings}</p> : null}
      {report.criteria.map((group) => (
        <section
          key={group.criterion.number}
          aria-labelledby={`criterion-${group.criterion.number}`}
          className={flex({ direction: 'column', gap: '3' })}
        >
          <h6 id={`criterion-${group.criterion.number}`} className={css({ fontWeight: '700' })}>
            {group.criterion.number} {group.criterion.name}
            {group.criterion.level ? ` (${reportCopy.level(group.criterion.level)})` : ''}
          </h6>
          <FindingList findings={group.findings} />
        </section>
      ))}

      <h5 className={subheadingStyle}>{reportCopy.bestPracticeHeading}</h5>
      {report.bestPractices.length === 0 ? (
        <p>{reportCopy.noBestPracticeFindings}</p>
      ) : (
        <FindingList findings={report.bestPractices} />
      )}

      <h5 className={subheadingStyle}>{reportCopy.limitsHeading}</h5>
      <p>{reportCopy.limits}</p>
      <div>
        <LinkButton to={reportCopy.auditPath} variant="outline">
          {reportCopy.auditLink}
        </LinkButton>
      </div>
    </section>
  )
}
