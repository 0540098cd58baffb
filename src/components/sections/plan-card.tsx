import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { badge, card } from 'styled-system/recipes'
import { CheckList } from './check-list'

export interface PricedPlan {
  name: string
  price: string
  /** A rate ('/month') follows the price directly; anything else after a space. */
  period?: string
  description?: string
  popular?: boolean
  features: readonly string[]
}

// Each card takes its rows from the grid of plans (subgrid), so that badge, name, price,
// description, features and button line up across the cards whether or not one has a badge.
const planStyle = grid({
  gridTemplateRows: 'subgrid',
  rowGap: '3',
  p: '6',
  '& > :last-child': { pt: '4' },
})
const rowSpan = {
  withDescription: css({ gridRow: 'span 6' }),
  withoutDescription: css({ gridRow: 'span 5' }),
}
const popularStyle = css({ borderColor: 'accent.solid', borderWidth: '2px', boxShadow: 'lg' })
const badgeRowStyle = css({ minH: '0' })
const priceStyle = css({ fontSize: '3xl', fontWeight: '800', color: 'fg.default' })
const periodStyle = css({ color: 'fg.muted', fontSize: 'sm' })
const styles = card()

/**
 * One plan of a pricing grid: name, price, what it includes, and its call to action. Its list
 * must be a grid (any number of columns).
 */
export function PlanCard({
  plan,
  popularLabel,
  featuresLabel,
  children,
}: {
  plan: PricedPlan
  popularLabel: string
  /** Names the feature list where the heading above it does not say what it lists. */
  featuresLabel?: string
  /** The plan's call to action. */
  children: ReactNode
}) {
  // Joined here rather than with cx(), which would bring Panda's style runtime into the first load.
  const className = [
    styles.root,
    planStyle,
    rowSpan[plan.description ? 'withDescription' : 'withoutDescription'],
    plan.popular ? popularStyle : '',
  ].join(' ')
  return (
    <li className={className}>
      <div className={badgeRowStyle}>
        {plan.popular ? <span className={badge()}>{popularLabel}</span> : null}
      </div>
      <h3 className={styles.title}>{plan.name}</h3>
      <p>
        <span className={priceStyle}>{plan.price}</span>
        {plan.period ? (
          <>
            {plan.period.startsWith('/') ? null : ' '}
            <span className={periodStyle}>{plan.period}</span>
          </>
        ) : null}
      </p>
      {plan.description ? <p className={styles.description}>{plan.description}</p> : null}
      <CheckList items={plan.features} label={featuresLabel} />
      <div>{children}</div>
    </li>
  )
}
