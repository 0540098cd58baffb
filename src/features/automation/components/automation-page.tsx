import { css } from 'styled-system/css'
import { container, flex, grid } from 'styled-system/patterns'
import { ActionRow } from '@/components/sections/action-row'
import { TextCards } from '@/components/sections/card-grid'
import { CtaSection } from '@/components/sections/cta-section'
import { PageHero } from '@/components/sections/page-hero'
import { PageSection } from '@/components/sections/page-section'
import { LinkButton } from '@/components/ui/link-button'
import {
  automationCta,
  automationHero,
  customServices,
  freeAudit,
  integrations,
  results,
} from '../content/page'
import { ExamplesSection } from './examples-section'

const panelStyle = container({ py: { base: '10', md: '12' } })
const auditStyle = grid({
  bg: 'accent.solid',
  color: 'accent.contrast',
  borderRadius: '2xl',
  p: { base: '6', md: '10' },
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: '3fr 2fr' },
  alignItems: 'center',
})
const resultsStyle = grid({ gap: '6', columns: { base: 1, md: 3 }, textAlign: 'center' })

export function AutomationPage() {
  return (
    <>
      <PageHero look="service" {...automationHero}>
        <ActionRow align="center" actions={automationHero.actions} />
      </PageHero>
      <div className={panelStyle}>
        <section aria-labelledby="audit-heading" className={auditStyle}>
          <div>
            <h2 id="audit-heading" className={css({ textStyle: 'h2' })}>
              {freeAudit.title}
            </h2>
            <p className={css({ textStyle: 'lead', mt: '3' })}>{freeAudit.text}</p>
            <ul
              className={css({ listStyleType: 'disc', ps: '5', mt: '4', '& li + li': { mt: '2' } })}
            >
              {freeAudit.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
          <div>
            <LinkButton to={freeAudit.action.to} variant="inverted" size="lg">
              {freeAudit.action.label}
            </LinkButton>
          </div>
        </section>
      </div>
      <PageSection id="integrations" title={integrations.title} lead={integrations.lead}>
        <TextCards perRow={3} items={integrations.items} />
      </PageSection>
      <PageSection
        id="custom"
        title={customServices.title}
        lead={customServices.lead}
        tone="subtle"
      >
        <TextCards perRow={2} items={customServices.items} />
      </PageSection>
      <ExamplesSection />
      <PageSection id="results" title={results.title}>
        <dl className={resultsStyle}>
          {results.items.map((item) => (
            <div key={item.label} className={flex({ direction: 'column-reverse' })}>
              <dt className={css({ color: 'fg.muted', fontSize: 'lg' })}>{item.label}</dt>
              <dd className={css({ fontSize: '4xl', fontWeight: '800', color: 'fg.accent' })}>
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <CtaSection id="automation-cta" tone="subtle" {...automationCta} />
    </>
  )
}
