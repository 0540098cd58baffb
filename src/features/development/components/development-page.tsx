import { css } from 'styled-system/css'
import { badge, card } from 'styled-system/recipes'
import { ActionRow } from '@/components/layout/action-row'
import { PageHero } from '@/components/layout/page-hero'
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

export function DevelopmentPage() {
  const styles = card()
  return (
    <>
      <PageHero look="service" {...developmentHero} />
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
        <ActionRow actions={developmentHero.actions} />
      </PageSection>
    </>
  )
}
