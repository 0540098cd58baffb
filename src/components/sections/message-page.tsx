import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'

const wrapperStyle = flex({
  maxW: '2xl',
  mx: 'auto',
  px: '4',
  py: '24',
  textAlign: 'center',
  direction: 'column',
  align: 'center',
  gap: '4',
})
const markStyle = css({ fontSize: '6xl', fontWeight: '800', color: 'fg.accent', lineHeight: '1' })
const actionsStyle = flex({ gap: '3', wrap: 'wrap', justify: 'center' })

export interface MessagePageProps {
  /** A large decorative mark above the title (a status code), hidden from assistive technology. */
  mark?: string
  title: ReactNode
  text: string
  /** The ways on: links or buttons. */
  children: ReactNode
}

/** A page that only says what happened and where to go next: not found, or failed. */
export function MessagePage({ mark, title, text, children }: MessagePageProps) {
  return (
    <div className={wrapperStyle}>
      {mark ? (
        <p className={markStyle} aria-hidden="true">
          {mark}
        </p>
      ) : null}
      <h1 className={css({ textStyle: 'h2' })}>{title}</h1>
      <p className={css({ color: 'fg.muted' })}>{text}</p>
      <div className={actionsStyle}>{children}</div>
    </div>
  )
}
