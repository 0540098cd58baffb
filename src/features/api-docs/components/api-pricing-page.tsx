import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { FaqAccordion } from '@/components/sections/faq-accordion'
import { PageHero } from '@/components/sections/page-hero'
import { PageSection } from '@/components/sections/page-section'
import { PlanCard } from '@/components/sections/plan-card'
import { LinkButton } from '@/components/ui/link-button'
import { siteConfig } from '@/lib/site/site-config'
import { buttonClass } from '@/theme/button-classes'
import {
  apiFaqs,
  apiPlans,
  apiPricingHero,
  apiPricingSections,
  callCounting,
  mostPopularLabel,
} from '../content/pricing'

const planGrid = grid({ gap: '6', columns: { base: 1, lg: 3 } })
const tableStyle = css({
  w: 'full',
  maxW: '3xl',
  borderCollapse: 'collapse',
  '& th, & td': {
    textAlign: 'start',
    p: '3',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  },
  '& thead th': { fontWeight: '700' },
})
const faqWidth = css({ maxW: '3xl' })

export function ApiPricingPage() {
  return (
    <>
      <PageHero
        eyebrow={apiPricingHero.eyebrow}
        title={apiPricingHero.title}
        lead={apiPricingHero.lead}
      />
      <PageSection id="api-plans" title={apiPricingSections.plans.title}>
        <ul className={planGrid}>
          {apiPlans.map((plan) => (
            <PlanCard key={plan.name} plan={plan} popularLabel={mostPopularLabel}>
              {plan.action.kind === 'signup' ? (
                <a
                  className={buttonClass(plan.popular ? 'solid' : 'outline')}
                  href={siteConfig.links.apiSignup}
                >
                  {plan.action.label}
                  <span className={css({ srOnly: true })}>: {plan.name}</span>
                </a>
              ) : (
                <LinkButton to="/contact" variant="outline">
                  {plan.action.label}
                </LinkButton>
              )}
            </PlanCard>
          ))}
        </ul>
      </PageSection>
      <PageSection id="call-counting" title={callCounting.title} tone="subtle">
        <table className={tableStyle}>
          <thead>
            <tr>
              <th scope="col">{callCounting.requestColumn}</th>
              <th scope="col">{callCounting.costColumn}</th>
            </tr>
          </thead>
          <tbody>
            {callCounting.rows.map((row) => (
              <tr key={row.action}>
                <th scope="row">{row.action}</th>
                <td>{row.cost}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PageSection>
      <PageSection id="api-faq" title={apiPricingSections.faq.title}>
        <div className={faqWidth}>
          <FaqAccordion faqs={apiFaqs} />
        </div>
      </PageSection>
    </>
  )
}
