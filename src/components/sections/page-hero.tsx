import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { container } from 'styled-system/patterns'

const accentBand = css({ bg: 'bg.accentSubtle', py: { base: '12', md: '20' } })
const roomyEyebrow = css({ color: 'fg.accent', fontWeight: '700', mb: '4' })

/**
 * The home page's welcome on a gradient; the service pages' hero, roomier and with a full-width
 * lead; and the compact hero of the request, pricing and documentation pages.
 */
const looks = {
  home: {
    band: css({
      bgGradient: 'to-br',
      gradientFrom: 'bg.accentSubtle',
      gradientTo: 'bg.canvas',
      py: { base: '14', md: '24' },
    }),
    eyebrow: roomyEyebrow,
    lead: css({ textStyle: 'lead', color: 'fg.muted', mt: '6', maxW: '3xl', mx: 'auto' }),
  },
  service: {
    band: accentBand,
    eyebrow: roomyEyebrow,
    lead: css({ textStyle: 'lead', color: 'fg.muted', mt: '6' }),
  },
  compact: {
    band: accentBand,
    eyebrow: css({ color: 'fg.accent', fontWeight: '700', mb: '3' }),
    lead: css({ textStyle: 'lead', color: 'fg.muted', mt: '5', maxW: '3xl', mx: 'auto' }),
  },
}
const innerStyle = container({ maxW: '5xl', textAlign: 'center' })
const titleStyle = css({ textStyle: 'display', color: 'fg.default' })

export interface PageHeroProps {
  eyebrow?: string
  title: string
  lead: string
  look?: keyof typeof looks
  /** Shown below the lead: the page's calls to action, highlights or price. */
  children?: ReactNode
}

/** The page's opening band with its one h1. */
export function PageHero({ eyebrow, title, lead, look = 'compact', children }: PageHeroProps) {
  const styles = looks[look]
  return (
    <section aria-labelledby="page-title" className={styles.band}>
      <div className={innerStyle}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id="page-title" className={titleStyle}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </div>
    </section>
  )
}
