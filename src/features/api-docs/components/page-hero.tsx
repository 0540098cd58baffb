import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

const heroStyle = css({ bg: 'bg.accentSubtle', py: { base: '12', md: '20' } })
const innerStyle = css({ maxW: '5xl', mx: 'auto', px: { base: '4', md: '6' }, textAlign: 'center' })
const eyebrowStyle = css({ color: 'fg.accent', fontWeight: '700', mb: '3' })
const titleStyle = css({ textStyle: 'display', color: 'fg.default' })
const leadStyle = css({ textStyle: 'lead', color: 'fg.muted', mt: '5', maxW: '3xl', mx: 'auto' })

export interface PageHeroProps {
  eyebrow?: string
  title: string
  lead: string
  children?: ReactNode
}

/** The page's opening band with its one h1. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className={heroStyle}>
      <div className={innerStyle}>
        {eyebrow ? <p className={eyebrowStyle}>{eyebrow}</p> : null}
        <h1 id="page-title" className={titleStyle}>
          {title}
        </h1>
        <p className={leadStyle}>{lead}</p>
        {children}
      </div>
    </section>
  )
}
