import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { container } from 'styled-system/patterns'

const sectionStyles = {
  canvas: css({ py: { base: '12', md: '16' }, bg: 'bg.canvas' }),
  subtle: css({ py: { base: '12', md: '16' }, bg: 'bg.subtle' }),
}
const innerStyle = container()
const headerStyle = css({ maxW: '3xl', mb: '10' })
const titleStyle = css({ textStyle: 'h2', color: 'fg.default' })
const leadStyle = css({ textStyle: 'lead', color: 'fg.muted', mt: '3' })

export interface PageSectionProps {
  /** Gives the section its accessible name through its heading. */
  id: string
  title: string
  lead?: string
  tone?: 'canvas' | 'subtle'
  children: ReactNode
}

/** A titled band of a page with the site's width and spacing. */
export function PageSection({ id, title, lead, tone = 'canvas', children }: PageSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section aria-labelledby={headingId} className={sectionStyles[tone]}>
      <div className={innerStyle}>
        <header className={headerStyle}>
          <h2 id={headingId} className={titleStyle}>
            {title}
          </h2>
          {lead ? <p className={leadStyle}>{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  )
}
