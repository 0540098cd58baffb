import { AlertTriangle, CheckCircle2 } from 'lucide-react'
import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { badge } from 'styled-system/recipes'
import { legalSample } from '../content/legal-sample'
import { DemoCard } from './demo-card'

const gridStyle = grid({ gap: '6', columns: { base: 1, md: 2 } })
const blockStyle = flex({ direction: 'column', gap: '3' })
const headingStyle = css({ fontWeight: '700', fontSize: 'lg', color: 'fg.default' })
const rowStyle = flex({
  justify: 'space-between',
  align: 'center',
  gap: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})
const figureStyle = css({ fontSize: '2xl', fontWeight: '800', color: 'fg.default' })

export function LegalAnalysis() {
  return (
    <DemoCard
      title="Legal Analysis Demo"
      description="A static sample of a legal compliance analysis for a mobile app: standards, risk, sector figures and a remediation plan."
    >
      <div className={gridStyle}>
        <section aria-labelledby="legal-standards" className={blockStyle}>
          <h4 id="legal-standards" className={headingStyle}>
            Standards
          </h4>
          <ul>
            {legalSample.standards.map((standard) => (
              <li key={standard.name} className={rowStyle}>
                <span>{standard.name}</span>
                {standard.status === 'passed' ? (
                  <span className={badge({ variant: 'success' })}>
                    <CheckCircle2 aria-hidden="true" size={14} /> Passed
                  </span>
                ) : (
                  <span className={badge({ variant: 'warning' })}>
                    <AlertTriangle aria-hidden="true" size={14} /> Partial
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="legal-risk" className={blockStyle}>
          <h4 id="legal-risk" className={headingStyle}>
            Risk assessment
          </h4>
          <dl>
            {legalSample.risk.map((item) => (
              <div key={item.label} className={rowStyle}>
                <dt>{item.label}</dt>
                <dd className={css({ fontWeight: '700' })}>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="legal-sectors" className={blockStyle}>
          <h4 id="legal-sectors" className={headingStyle}>
            By sector
          </h4>
          <dl className={grid({ gap: '4', columns: 2 })}>
            {legalSample.sectors.map((item) => (
              <div key={item.sector}>
                <dt className={css({ fontWeight: '600' })}>{item.sector}</dt>
                <dd>
                  <span className={figureStyle}>{item.value}</span> {item.label}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="legal-actions" className={blockStyle}>
          <h4 id="legal-actions" className={headingStyle}>
            Priority actions
          </h4>
          <ol className={css({ listStyle: 'decimal', ps: '5' })}>
            {legalSample.priorityActions.map((action) => (
              <li key={action.title} className={css({ py: '1' })}>
                {action.title} ({action.detail})
              </li>
            ))}
          </ol>
        </section>
      </div>
      <section aria-labelledby="legal-roadmap" className={blockStyle}>
        <h4 id="legal-roadmap" className={headingStyle}>
          Remediation roadmap
        </h4>
        <ol className={grid({ gap: '4', columns: { base: 1, md: 3 } })}>
          {legalSample.roadmap.map((phase) => (
            <li
              key={phase.phase}
              className={css({ p: '4', borderRadius: 'lg', bg: 'bg.muted', color: 'fg.default' })}
            >
              <p className={css({ fontWeight: '700' })}>{phase.phase}</p>
              <p>{phase.duration}</p>
            </li>
          ))}
        </ol>
      </section>
    </DemoCard>
  )
}
