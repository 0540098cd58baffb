import { css } from 'styled-system/css'
import { badge, card } from 'styled-system/recipes'
import { ActionRow } from '@/components/layout/action-row'
import { CardGrid, TextCard } from '@/components/layout/card-grid'
import { CheckList } from '@/components/layout/check-list'
import { PageHero } from '@/components/layout/page-hero'
import { PageSection } from '@/components/layout/page-section'
import { LinkButton } from '@/components/ui/link-button'
import {
  maintenanceCta,
  maintenanceHero,
  maintenanceServices,
  plansSection,
  reasons,
} from '../content'
import { formatMonthlyPrice, maintenancePlans } from '../model/plans'

const grid4 = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
})
const popularStyle = css({ borderWidth: '2px', borderColor: 'accent.solid', boxShadow: 'lg' })
const cardStyles = card()
// Joined here rather than with cx(), which would bring Panda's style runtime into the first load.
const planCardStyle = {
  regular: cardStyles.root,
  popular: `${cardStyles.root} ${popularStyle}`,
}
const priceStyle = css({ fontSize: '4xl', fontWeight: '800', color: 'fg.default' })

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
        <CardGrid perRow={3}>
          {maintenanceServices.items.map((item) => (
            <TextCard key={item.title} title={item.title} text={item.text} />
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id="plans" title={plansSection.title} lead={plansSection.lead} tone="subtle">
        <CardGrid perRow={3}>
          {maintenancePlans.map((plan) => (
            <li key={plan.name} className={planCardStyle[plan.mostPopular ? 'popular' : 'regular']}>
              <div className={cardStyles.header}>
                {plan.mostPopular ? (
                  <p>
                    <span className={badge()}>{plansSection.mostPopular}</span>
                  </p>
                ) : null}
                <h3 className={cardStyles.title}>{plan.name}</h3>
                <p className={priceStyle}>{formatMonthlyPrice(plan.monthlyPrice)}</p>
              </div>
              <div className={cardStyles.body}>
                <CheckList items={plan.features} label={`${plan.name} plan includes`} />
              </div>
              <div className={cardStyles.footer}>
                <LinkButton to="/contact" variant={plan.mostPopular ? 'solid' : 'outline'}>
                  {plansSection.choose} {plan.name}
                </LinkButton>
              </div>
            </li>
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
      <PageSection
        id="maintenance-cta"
        title={maintenanceCta.title}
        lead={maintenanceCta.text}
        tone="subtle"
      >
        <ActionRow actions={maintenanceCta.actions} />
      </PageSection>
    </>
  )
}
