import { CheckCircle2, Wrench } from 'lucide-react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { badge } from 'styled-system/recipes'
import { industries } from '../content/industries'
import { platforms } from '../model/platforms'
import type { Recommendation } from '../model/recommendations'

const priorityBadge = { Critical: 'danger', High: 'warning', Medium: 'neutral' } as const

const sectionStyle = flex({ direction: 'column', gap: '3' })
const headingStyle = css({ fontWeight: '700', fontSize: 'lg', color: 'fg.default' })
const itemStyle = flex({
  p: '4',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
  direction: 'column',
  gap: '1',
})
const metaStyle = css({ fontSize: 'sm', color: 'fg.muted' })

export function RecommendationResult({ result }: { result: Recommendation }) {
  return (
    <section
      aria-labelledby="recommendation-heading"
      className={flex({ direction: 'column', gap: '6', mt: '4' })}
    >
      <h4 id="recommendation-heading" className={headingStyle}>
        Recommendations for a {industries[result.industry].label.toLowerCase()} app on{' '}
        {platforms[result.appType].label}
      </h4>
      <section aria-labelledby="critical-actions" className={sectionStyle}>
        <h5 id="critical-actions" className={css({ fontWeight: '700' })}>
          Critical actions
        </h5>
        <ol className={sectionStyle}>
          {result.criticalActions.map((action) => (
            <li key={action.title} className={itemStyle}>
              <p className={flex({ gap: '2', align: 'center', wrap: 'wrap' })}>
                <span className={badge({ variant: priorityBadge[action.priority] })}>
                  {action.priority}
                </span>
                <strong>{action.title}</strong>
              </p>
              <p>{action.description}</p>
              <p className={metaStyle}>
                Impact: {action.impact}. Effort: {action.effort}.
              </p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="platform-items" className={sectionStyle}>
        <h5 id="platform-items" className={css({ fontWeight: '700' })}>
          Platform-specific
        </h5>
        <ul className={sectionStyle}>
          {result.platformSpecific.map((item) => (
            <li key={item.feature} className={itemStyle}>
              <strong>{item.feature}</strong>
              <p>{item.description}</p>
              <p className={metaStyle}>
                <Wrench
                  aria-hidden="true"
                  size={14}
                  className={css({ display: 'inline', me: '1' })}
                />
                {item.implementation}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="compliance-checklist" className={sectionStyle}>
        <h5 id="compliance-checklist" className={css({ fontWeight: '700' })}>
          Compliance checklist
        </h5>
        <ul className={sectionStyle}>
          {result.complianceChecklist.map((item) => (
            <li key={item.requirement} className={itemStyle}>
              <p className={flex({ gap: '2', align: 'center', wrap: 'wrap' })}>
                <strong>{item.requirement}</strong>
                {item.status === 'compliant' ? (
                  <span className={badge({ variant: 'success' })}>
                    <CheckCircle2 aria-hidden="true" size={14} /> Compliant
                  </span>
                ) : (
                  <span className={badge({ variant: 'warning' })}>Needs work</span>
                )}
              </p>
              <p className={metaStyle}>{item.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </section>
  )
}
