import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { FaqAccordion } from '@/components/layout/faq-accordion'
import { PageHero } from '@/components/layout/page-hero'
import { PageSection } from '@/components/layout/page-section'
import { auditPlans, pricingFaqs, pricingHero, processSteps } from '../content'
import { AuditPlanCard } from './audit-plan-card'

const planGrid = grid({ gap: '6', columns: { base: 1, lg: 3 }, alignItems: 'stretch' })
const stepGrid = grid({ gap: '6', columns: { base: 1, sm: 2, lg: 4 }, counterReset: 'step' })
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
const stepTitle = css({ textStyle: 'h3', mb: '2' })
const mutedText = css({ color: 'fg.muted' })
const faqWidth = css({ maxW: '3xl' })

export function PricingPage() {
  return (
    <>
      <PageHero eyebrow={pricingHero.eyebrow} title={pricingHero.title} lead={pricingHero.lead} />
      <PageSection id="plans" title="Choose your audit">
        <ul className={planGrid}>
          {auditPlans.map((plan) => (
            <AuditPlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </PageSection>
      <PageSection id="process" title="How the audit works" tone="subtle">
        <ol className={stepGrid}>
          {processSteps.map((step, index) => (
            <li key={step.title}>
              <span className={stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={stepTitle}>{step.title}</h3>
              <p className={mutedText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="faq" title="Frequently asked questions">
        <div className={faqWidth}>
          <FaqAccordion faqs={pricingFaqs} />
        </div>
      </PageSection>
    </>
  )
}
