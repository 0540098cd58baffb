import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { ActionRow } from '@/components/sections/action-row'
import { CardGrid, TextCards } from '@/components/sections/card-grid'
import { CtaSection } from '@/components/sections/cta-section'
import { PageHero } from '@/components/sections/page-hero'
import { PageSection } from '@/components/sections/page-section'
import { PlanCard } from '@/components/sections/plan-card'
import { LinkButton } from '@/components/ui/link-button'
import {
  maintenanceCta,
  maintenanceHero,
  maintenanceServices,
  plansSection,
  reasons,
} from '../content'
import { formatMonthlyPrice, maintenancePlans } from '../model/plans'

const grid4 = grid({ gap: '6', columns: { base: 1, sm: 2, lg: 4 } })

export function MaintenancePage() {
  return (
    <>
      <PageHero look="service" {...maintenanceHero}>
        <ActionRow align="center" actions={maintenanceHero.actions} />
      </PageHero>
      <PageSection
        id="maintenance-services"
        title={maintenanceServices.title}
        lead={maintenanceServices.lead}
      >
        <TextCards perRow={3} items={maintenanceServices.items} />
      </PageSection>
      <PageSection id="plans" title={plansSection.title} lead={plansSection.lead} tone="subtle">
        <CardGrid perRow={3}>
          {maintenancePlans.map((plan) => (
            <PlanCard
              key={plan.name}
              plan={{
                name: plan.name,
                price: formatMonthlyPrice(plan.monthlyPrice),
                popular: plan.mostPopular,
                features: plan.features,
              }}
              popularLabel={plansSection.mostPopular}
              featuresLabel={plansSection.featuresLabel(plan.name)}
            >
              <LinkButton to="/contact" variant={plan.mostPopular ? 'solid' : 'outline'}>
                {plansSection.choose} {plan.name}
              </LinkButton>
            </PlanCard>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id="reasons" title={reasons.title}>
        <ul className={grid4}>
          {reasons.items.map((item) => (
            <li key={item.title}>
              <h3 className={css({ textStyle: 'h3' })}>{item.title}</h3>
              <p className={css({ color: 'fg.muted', mt: '2' })}>{item.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <CtaSection id="maintenance-cta" tone="subtle" {...maintenanceCta} />
    </>
  )
}
