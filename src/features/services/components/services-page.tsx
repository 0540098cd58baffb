import { Suspense } from 'react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { PageSection } from '@/components/layout/page-section'
import { LinkButton } from '@/components/ui/link-button'
import { lazyWidget } from '@/lib/lazy-widget'
import {
  aiServicesSection,
  faqSection,
  offerings,
  processSteps,
  servicesCta,
  servicesHero,
} from '../content'

const ServicesTabs = lazyWidget(() => import('./services-tabs').then((m) => m.ServicesTabs))
const ServicesFaq = lazyWidget(() => import('./services-faq').then((m) => m.ServicesFaq))

const heroStyle = css({ bg: 'bg.accentSubtle', py: { base: '12', md: '20' } })
const heroInner = css({ maxW: '5xl', mx: 'auto', px: { base: '4', md: '6' }, textAlign: 'center' })
const actionsBase = { display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' } as const
const heroActionsStyle = css(actionsBase, { justifyContent: 'center' })
const closingActionsStyle = css(actionsBase)
const gridStyle = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
})
const stepsStyle = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: 'repeat(4, 1fr)' },
})
const stepNumber = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  bg: 'accent.solid',
  color: 'accent.contrast',
  fontWeight: '700',
  mb: '3',
})

function Actions({ centered = false }: { centered?: boolean }) {
  return (
    <div className={centered ? heroActionsStyle : closingActionsStyle}>
      {servicesHero.actions.map((action) => (
        <LinkButton
          key={action.to}
          to={action.to}
          size="lg"
          variant={action.emphasis === 'primary' ? 'solid' : 'outline'}
        >
          {action.label}
        </LinkButton>
      ))}
    </div>
  )
}

export function ServicesPage() {
  const styles = card()
  return (
    <>
      <section aria-labelledby="services-heading" className={heroStyle}>
        <div className={heroInner}>
          <p className={css({ color: 'fg.accent', fontWeight: '700', mb: '4' })}>
            {servicesHero.eyebrow}
          </p>
          <h1 id="services-heading" className={css({ textStyle: 'display' })}>
            {servicesHero.title}
          </h1>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', mt: '6' })}>
            {servicesHero.lead}
          </p>
          <Actions centered />
        </div>
      </section>
      <PageSection id="ai-services" title={aiServicesSection.title} lead={aiServicesSection.lead}>
        <Suspense fallback={null}>
          <ServicesTabs />
        </Suspense>
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
        <ol className={stepsStyle}>
          {processSteps.steps.map((step, index) => (
            <li key={step.title}>
              <span className={stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={css({ textStyle: 'h3' })}>{step.title}</h3>
              <p className={css({ color: 'fg.muted', mt: '2' })}>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="faq" title={faqSection.title} lead={faqSection.lead} tone="subtle">
        <div className={css({ maxW: '3xl' })}>
          <Suspense fallback={null}>
            <ServicesFaq />
          </Suspense>
        </div>
      </PageSection>
      <PageSection id="services-cta" title={servicesCta.title} lead={servicesCta.text}>
        <Actions />
      </PageSection>
    </>
  )
}
