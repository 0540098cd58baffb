import { css } from 'styled-system/css'
import { badge, card } from 'styled-system/recipes'
import { PageSection } from '@/components/layout/page-section'
import { LinkButton } from '@/components/ui/link-button'
import {
  appChoice,
  deliverables,
  developmentCta,
  developmentHero,
  developmentProcess,
  guarantees,
} from '../content'
import { CheckIcon } from './check-icon'

const heroStyle = css({ bg: 'bg.accentSubtle', py: { base: '12', md: '20' } })
const heroInner = css({ maxW: '5xl', mx: 'auto', px: { base: '4', md: '6' }, textAlign: 'center' })
const actionsBase = { display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' } as const
const heroActionsStyle = css(actionsBase, { justifyContent: 'center' })
const closingActionsStyle = css(actionsBase)
const grid2 = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
})
const grid3 = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
})
const stepsStyle = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: 'repeat(4, 1fr)' },
})
const listStyle = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const itemStyle = css({ display: 'flex', gap: '2', alignItems: 'flex-start' })

function Actions({ centered = false }: { centered?: boolean }) {
  return (
    <div className={centered ? heroActionsStyle : closingActionsStyle}>
      {developmentHero.actions.map((action) => (
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

export function DevelopmentPage() {
  const styles = card()
  return (
    <>
      <section aria-labelledby="development-heading" className={heroStyle}>
        <div className={heroInner}>
          <p className={css({ color: 'fg.accent', fontWeight: '700', mb: '4' })}>
            {developmentHero.eyebrow}
          </p>
          <h1 id="development-heading" className={css({ textStyle: 'display' })}>
            {developmentHero.title}
          </h1>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', mt: '6' })}>
            {developmentHero.lead}
          </p>
          <Actions centered />
        </div>
      </section>
      <PageSection id="app-choice" title={appChoice.title} lead={appChoice.lead}>
        <ul className={grid2}>
          {appChoice.options.map((option) => (
            <li key={option.title} className={styles.root}>
              <div className={styles.body}>
                <h3 className={styles.title}>{option.title}</h3>
                <p className={styles.description}>{option.text}</p>
              </div>
              <div className={styles.footer}>
                <LinkButton to={option.action.to}>{option.action.label}</LinkButton>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="deliverables"
        title={deliverables.title}
        lead={deliverables.lead}
        tone="subtle"
      >
        <ul className={grid3}>
          {deliverables.items.map((item) => (
            <li key={item.title} className={styles.root}>
              <div className={styles.body}>
                <h3 className={styles.title}>{item.title}</h3>
                <p className={styles.description}>{item.text}</p>
                <ul className={listStyle} aria-label={`${item.title} features`}>
                  {item.features.map((feature) => (
                    <li key={feature} className={itemStyle}>
                      <CheckIcon />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="process" title={developmentProcess.title} lead={developmentProcess.lead}>
        <ol className={stepsStyle}>
          {developmentProcess.steps.map((step) => (
            <li key={step.title} className={listStyle}>
              <span className={badge({ variant: 'secondary' })}>{step.when}</span>
              <h3 className={css({ textStyle: 'h3' })}>{step.title}</h3>
              <p className={css({ color: 'fg.muted' })}>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="guarantees" title={guarantees.title} tone="subtle">
        <ul className={grid3}>
          {guarantees.items.map((item) => (
            <li key={item.title} className={styles.root}>
              <div className={styles.body}>
                <h3 className={styles.title}>{item.title}</h3>
                <p className={styles.description}>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="development-cta" title={developmentCta.title} lead={developmentCta.text}>
        <Actions />
      </PageSection>
    </>
  )
}
