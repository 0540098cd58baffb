import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { LinkButton } from '@/components/ui/link-button'
import { notFoundCopy } from './content'

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
const codeStyle = css({ fontSize: '6xl', fontWeight: '800', color: 'fg.accent', lineHeight: '1' })

/** Shown for every path the route tree does not know. */
export function NotFoundPage() {
  return (
    <div className={wrapperStyle}>
      <p className={codeStyle} aria-hidden="true">
        404
      </p>
      <h1 className={css({ textStyle: 'h2' })}>
        <span className={css({ srOnly: true })}>{notFoundCopy.titlePrefix}</span>
        {notFoundCopy.title}
      </h1>
      <p className={css({ color: 'fg.muted' })}>{notFoundCopy.text}</p>
      <LinkButton to="/">{notFoundCopy.homeLink}</LinkButton>
    </div>
  )
}
