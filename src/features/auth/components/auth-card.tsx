import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'

const pageStyle = css({ px: '4', py: { base: '10', md: '16' }, bg: 'bg.subtle', minH: 'full' })
const cardStyle = css({ maxW: 'md', mx: 'auto' })
const titleStyle = css({ textStyle: 'h2', textAlign: 'center' })
const leadStyle = css({ color: 'fg.muted', textAlign: 'center' })
const backLinkStyle = css({ color: 'fg.accent', fontWeight: '600', textDecoration: 'underline' })

export interface AuthCardProps {
  title: string
  lead: string
  children: ReactNode
  /** The way back out, under the card: the words of the link. */
  backLabel: string
  /** Where that link leads (home unless said). */
  backTo?: '/' | '/auth'
}

/** The centred card that holds each sign-in screen. */
export function AuthCard({ title, lead, children, backLabel, backTo = '/' }: AuthCardProps) {
  const styles = card()
  return (
    <div className={pageStyle}>
      <section aria-labelledby="auth-title" className={`${styles.root} ${cardStyle}`}>
        <header className={styles.header}>
          <h1 id="auth-title" className={titleStyle}>
            {title}
          </h1>
          <p className={leadStyle}>{lead}</p>
        </header>
        <div className={styles.body}>{children}</div>
        <footer className={styles.footer}>
          <Link to={backTo} className={backLinkStyle}>
            {backLabel}
          </Link>
        </footer>
      </section>
    </div>
  )
}
