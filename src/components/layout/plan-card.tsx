import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { badge, card } from 'styled-system/recipes'
import { CheckList } from './check-list'

export interface PricedPlan {
  name: string
  price: string
  /** A rate ('/month') follows the price directly; anything else after a space. */
  period: string
  description: string
  popular?: boolean
  features: readonly string[]
}

const popularStyle = css({ borderColor: 'accent.solid', borderWidth: '2px' })
const priceStyle = css({ fontSize: '3xl', fontWeight: '800', color: 'fg.default' })
const periodStyle = css({ color: 'fg.muted', fontSize: 'sm' })

/** One plan of a pricing grid: name, price, what it includes, and its call to action. */
export function PlanCard({
  plan,
  popularLabel,
  children,
}: {
  plan: PricedPlan
  popularLabel: string
  /** The plan's call to action. */
  children: ReactNode
}) {
  const styles = card()
  return (
    <li className={plan.popular ? `${styles.root} ${popularStyle}` : styles.root}>
      <div className={styles.header}>
        {plan.popular ? (
          <p>
            <span className={badge()}>{popularLabel}</span>
          </p>
        ) : null}
        <h3 className={styles.title}>{plan.name}</h3>
        <p>
          <span className={priceStyle}>{plan.price}</span>
          {plan.period.startsWith('/') ? null : ' '}
          <span className={periodStyle}>{plan.period}</span>
        </p>
        <p className={styles.description}>{plan.description}</p>
      </div>
      <div className={styles.body}>
        <CheckList items={plan.features} />
      </div>
      <div className={styles.footer}>{children}</div>
    </li>
  )
}
