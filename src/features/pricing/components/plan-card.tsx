import { Check } from 'lucide-react'
import { css } from 'styled-system/css'
import { badge, card } from 'styled-system/recipes'
import { buttonClass } from '@/components/ui/button-classes'
import { LinkButton } from '@/components/ui/link-button'
import { buildMailtoLink } from '@/lib/mailto'
import { siteConfig } from '@/lib/site-config'
import { mostPopularLabel, type AuditPlan } from '../content'
import { planMail } from '../model/plan-mail'

const popularStyle = css({ borderColor: 'accent.solid', borderWidth: '2px' })
const priceStyle = css({ fontSize: '3xl', fontWeight: '800', color: 'fg.default' })
const periodStyle = css({ color: 'fg.muted', fontSize: 'sm' })
const featureStyle = css({ display: 'flex', gap: '2', alignItems: 'flex-start' })
const checkStyle = css({ color: 'success.fg', flexShrink: 0, mt: '1' })
const fullWidth = css({ w: 'full' })

export function PlanCard({ plan }: { plan: AuditPlan }) {
  const styles = card()
  const { action } = plan
  return (
    <li className={plan.popular ? `${styles.root} ${popularStyle}` : styles.root}>
      <div className={styles.header}>
        {plan.popular ? (
          <p>
            <span className={badge()}>{mostPopularLabel}</span>
          </p>
        ) : null}
        <h3 className={styles.title}>{plan.name}</h3>
        <p>
          <span className={priceStyle}>{plan.price}</span>{' '}
          <span className={periodStyle}>{plan.period}</span>
        </p>
        <p className={styles.description}>{plan.description}</p>
      </div>
      <div className={styles.body}>
        <ul className={css({ display: 'grid', gap: '2' })}>
          {plan.features.map((feature) => (
            <li key={feature} className={featureStyle}>
              <Check aria-hidden="true" size={18} className={checkStyle} />
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.footer}>
        {action.kind === 'link' ? (
          <LinkButton to={action.to} variant="outline">
            {action.label}
          </LinkButton>
        ) : (
          <a
            className={`${buttonClass(plan.popular ? 'solid' : 'outline')} ${fullWidth}`}
            href={buildMailtoLink(
              planMail(siteConfig.email, { plan: action.plan, price: plan.price }),
            )}
          >
            {action.label}
          </a>
        )}
      </div>
    </li>
  )
}
