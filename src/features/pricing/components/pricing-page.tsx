import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { FaqAccordion } from '@/components/sections/faq-accordion'
import { NumberedSteps } from '@/components/sections/numbered-steps'
import { PageHero } from '@/components/sections/page-hero'
import { PageSection } from '@/components/sections/page-section'
import { auditPlans, pricingFaqs, pricingHero, pricingSections, processSteps } from '../content'
import { AuditPlanCard } from './audit-plan-card'

const planGrid = grid({ gap: '6', columns: { base: 1, lg: 3 }, alignItems: 'stretch' })
const faqWidth = css({ maxW: '3xl' })

export function PricingPage() {
  return (
    <>
      <PageHero eyebrow={pricingHero.eyebrow} title={pricingHero.title} lead={pricingHero.lead} />
      <PageSection id="plans" title={pricingSections.plans.title}>
        <ul className={planGrid}>
          {auditPlans.map((plan) => (
            <AuditPlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </PageSection>
      <PageSection id="process" title={pricingSections.process.title} tone="subtle">
        <NumberedSteps steps={processSteps} />
      </PageSection>
      <PageSection id="faq" title={pricingSections.faq.title}>
        <div className={faqWidth}>
          <FaqAccordion faqs={pricingFaqs} />
        </div>
      </PageSection>
    </>
  )
}
