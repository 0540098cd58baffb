import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { badge } from 'styled-system/recipes'
import { ActionRow } from '@/components/sections/action-row'
import { CardGrid, TextCards, TextCard } from '@/components/sections/card-grid'
import { CheckList } from '@/components/sections/check-list'
import { CtaSection } from '@/components/sections/cta-section'
import { PageHero } from '@/components/sections/page-hero'
import { PageSection } from '@/components/sections/page-section'
import { LinkButton } from '@/components/ui/link-button'
import {
  appChoice,
  deliverables,
  developmentCta,
  developmentHero,
  developmentProcess,
  guarantees,
} from '../content'

const stepsStyle = grid({ gap: '6', columns: { base: 1, md: 4 } })
const stepStyle = flex({ direction: 'column', gap: '2' })

export function DevelopmentPage() {
  return (
    <>
      <PageHero look="service" {...developmentHero}>
        <ActionRow align="center" actions={developmentHero.actions} />
      </PageHero>
      <PageSection id="app-choice" title={appChoice.title} lead={appChoice.lead}>
        <CardGrid perRow={2}>
          {appChoice.options.map((option) => (
            <TextCard
              key={option.title}
              title={option.title}
              text={option.text}
              footer={<LinkButton to={option.action.to}>{option.action.label}</LinkButton>}
            />
          ))}
        </CardGrid>
      </PageSection>
      <PageSection
        id="deliverables"
        title={deliverables.title}
        lead={deliverables.lead}
        tone="subtle"
      >
        <CardGrid perRow={3}>
          {deliverables.items.map((item) => (
            <TextCard key={item.title} title={item.title} text={item.text}>
              <CheckList items={item.features} label={`${item.title} features`} />
            </TextCard>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id="process" title={developmentProcess.title} lead={developmentProcess.lead}>
        <ol className={stepsStyle}>
          {developmentProcess.steps.map((step) => (
            <li key={step.title} className={stepStyle}>
              <span className={badge({ variant: 'secondary' })}>{step.when}</span>
              <h3 className={css({ textStyle: 'h3' })}>{step.title}</h3>
              <p className={css({ color: 'fg.muted' })}>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="guarantees" title={guarantees.title} tone="subtle">
        <TextCards perRow={3} items={guarantees.items} />
      </PageSection>
      <CtaSection id="development-cta" {...developmentCta} />
    </>
  )
}
