import type { ReactNode } from 'react'
import { card } from 'styled-system/recipes'
import { LinkButton } from '@/components/ui/link-button'

const cardStyles = card()

export interface AsideCardProps {
  /** Gives the card its accessible name through its heading. */
  id: string
  title: string
  children: ReactNode
  /** Where the reader can go next, as an outline button below the content. */
  action?: { label: string; to: string }
}

/** A card of a page's side column: an h2 title, what to know, and perhaps where to go next. */
export function AsideCard({ id, title, children, action }: AsideCardProps) {
  const headingId = `${id}-heading`
  return (
    <section aria-labelledby={headingId} className={cardStyles.root}>
      <div className={cardStyles.body}>
        <h2 id={headingId} className={cardStyles.title}>
          {title}
        </h2>
        {children}
      </div>
      {action ? (
        <div className={cardStyles.footer}>
          <LinkButton to={action.to} variant="outline">
            {action.label}
          </LinkButton>
        </div>
      ) : null}
    </section>
  )
}
