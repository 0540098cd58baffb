import { css, cx } from 'styled-system/css'
import { badge, card } from 'styled-system/recipes'
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
import { CheckIcon } from './check-icon'

const heroStyle = css({ bg: 'bg.accentSubtle', py: { base: '12', md: '20' } })
const heroInner = css({ maxW: '5xl', mx: 'auto', px: { base: '4', md: '6' }, textAlign: 'center' })
const actionsBase = { display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' } as const
const heroActionsStyle = css(actionsBase, { justifyContent: 'center' })
const closingActionsStyle = css(actionsBase)
const grid3 = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
})
const grid4 = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
})
const popularStyle = css({ borderWidth: '2px', borderColor: 'accent.solid', boxShadow: 'lg' })
const priceStyle = css({ fontSize: '4xl', fontWeight: '800', color: 'fg.default' })
const listStyle = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const itemStyle = css({ display: 'flex', gap: '2', alignItems: 'flex-start' })

type Action = { label: string; to: string; emphasis: 'primary' | 'secondary' }

function Actions({
  actions,
  centered = false,
}: {
  actions: readonly Action[]
  centered?: boolean
}) {
  return (
    <div className={centered ? heroActionsStyle : closingActionsStyle}>
      {actions.map((action) => (
        <LinkButton
          key={action.label}
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

export function MaintenancePage() {
  const styles = card()
  return (
    <>
      <section aria-labelledby="maintenance-heading" className={heroStyle}>
        <div className={heroInner}>
          <p className={css({ color: 'fg.accent', fontWeight: '700', mb: '4' })}>
            {maintenanceHero.eyebrow}
          </p>
          <h1 id="maintenance-heading" className={css({ textStyle: 'display' })}>
            {maintenanceHero.title}
          </h1>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', mt: '6' })}>
            {maintenanceHero.lead}
          </p>
          <Actions actions={maintenanceHero.actions} centered />
        </div>
      </section>
      <PageSection
        id="maintenance-services"
        title={maintenanceServices.title}
        lead={maintenanceServices.lead}
      >
        <ul className={grid3}>
          {maintenanceServices.items.map((item) => (
            <li key={item.title} className={styles.root}>
              <div className={styles.body}>
                <h3 className={styles.title}>{item.title}</h3>
                <p className={styles.description}>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="plans" title={plansSection.title} lead={plansSection.lead} tone="subtle">
        <ul className={grid3}>
          {maintenancePlans.map((plan) => (
            <li key={plan.name} className={cx(styles.root, plan.mostPopular && popularStyle)}>
              <div className={styles.header}>
                {plan.mostPopular ? (
                  <p>
                    <span className={badge()}>{plansSection.mostPopular}</span>
                  </p>
                ) : null}
                <h3 className={styles.title}>{plan.name}</h3>
                <p className={priceStyle}>{formatMonthlyPrice(plan.monthlyPrice)}</p>
              </div>
              <div className={styles.body}>
                <ul className={listStyle} aria-label={`${plan.name} plan includes`}>
                  {plan.features.map((feature) => (
                    <li key={feature} className={itemStyle}>
                      <CheckIcon />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
              <div className={styles.footer}>
                <LinkButton to="/contact" variant={plan.mostPopular ? 'solid' : 'outline'}>
                  {plansSection.choose} {plan.name}
                </LinkButton>
              </div>
            </li>
          ))}
        </ul>
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
        <Actions actions={maintenanceCta.actions} />
      </PageSection>
    </>
  )
}
