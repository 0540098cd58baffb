import type { ReactNode } from 'react'
import { card } from 'styled-system/recipes'

const cardStyles = card()

export interface CardSectionProps {
  /** Gives the section its accessible name through its heading. */
  id: string
  title: string
  lead?: string
  children: ReactNode
}

/** A card that holds the page's main task, such as a form, under an h2 title. */
export function CardSection({ id, title, lead, children }: CardSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section aria-labelledby={headingId} className={cardStyles.root}>
      <div className={cardStyles.header}>
        <h2 id={headingId} className={cardStyles.title}>
          {title}
        </h2>
        {lead ? <p className={cardStyles.description}>{lead}</p> : null}
      </div>
      <div className={cardStyles.body}>{children}</div>
    </section>
  )
}
