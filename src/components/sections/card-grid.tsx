import type { ReactNode } from 'react'
import { grid } from 'styled-system/patterns'
import { card } from 'styled-system/recipes'

const gridStyles = {
  2: grid({ gap: '6', columns: { base: 1, md: 2 } }),
  3: grid({ gap: '6', columns: { base: 1, md: 3 } }),
  4: grid({ gap: '6', columns: { base: 1, sm: 2, lg: 4 } }),
}
const cardStyles = card()

export interface CardGridProps {
  /**
   * Cards per row on wide screens; phones show one, and four become two on tablets first.
   * Not named `columns`: Panda reads a CSS property name on any capitalised tag as a style prop.
   */
  perRow: keyof typeof gridStyles
  /** Its list items. */
  children: ReactNode
}

/** A list of cards laid out in a grid. */
export function CardGrid({ perRow, children }: CardGridProps) {
  return <ul className={gridStyles[perRow]}>{children}</ul>
}

export interface TextCardProps {
  title: string
  text: string
  /** Shown below the text. */
  children?: ReactNode
  footer?: ReactNode
}

/** A card of a CardGrid: an h3 title and a short text. */
export function TextCard({ title, text, children, footer }: TextCardProps) {
  return (
    <li className={cardStyles.root}>
      <div className={cardStyles.body}>
        <h3 className={cardStyles.title}>{title}</h3>
        <p className={cardStyles.description}>{text}</p>
        {children}
      </div>
      {footer ? <div className={cardStyles.footer}>{footer}</div> : null}
    </li>
  )
}

/** A CardGrid of plain TextCards, one per item. */
export function TextCards({
  perRow,
  items,
}: {
  perRow: CardGridProps['perRow']
  items: readonly { title: string; text: string }[]
}) {
  return (
    <CardGrid perRow={perRow}>
      {items.map((item) => (
        <TextCard key={item.title} title={item.title} text={item.text} />
      ))}
    </CardGrid>
  )
}
