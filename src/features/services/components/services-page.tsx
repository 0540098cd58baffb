import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { card } from 'styled-system/recipes'
import { ActionRow } from '@/components/sections/action-row'
import { CtaSection } from '@/components/sections/cta-section'
import { NumberedSteps } from '@/components/sections/numbered-steps'
import { PageHero } from '@/components/sections/page-hero'
import { PageSection } from '@/components/sections/page-section'
import {
  aiServicesSection,
  faqSection,
  offerings,
  processSteps,
  servicesCta,
  servicesHero,
} from '../content/page'
import { ServicesFaq } from './services-faq'
import { ServicesTabs } from './services-tabs'

const gridStyle = grid({ gap: '4', columns: { base: 1, sm: 2, lg: 4 } })

export function ServicesPage() {
  const styles = card()
  return (
    <>
      <PageHero look="service" {...servicesHero}>
        <ActionRow align="center" actions={servicesHero.actions} />
      </PageHero>
      <PageSection id="ai-services" title={aiServicesSection.title} lead={aiServicesSection.lead}>
        <ServicesTabs />
      </PageSection>
      <PageSection id="offerings" title={offerings.title} lead={offerings.lead} tone="subtle">
        <ul className={gridStyle}>
          {offerings.items.map((offering) => (
            <li key={offering.title} className={styles.root}>
              <div className={styles.body}>
                <h3 className={css({ fontWeight: '700', fontSize: 'lg' })}>{offering.title}</h3>
                <p className={styles.description}>{offering.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="process" title={processSteps.title} lead={processSteps.lead}>
        <NumberedSteps steps={processSteps.steps} />
      </PageSection>
      <PageSection id="faq" title={faqSection.title} lead={faqSection.lead} tone="subtle">
        <div className={css({ maxW: '3xl' })}>
          <ServicesFaq />
        </div>
      </PageSection>
      <CtaSection id="services-cta" {...servicesCta} />
    </>
  )
}
