import { css } from 'styled-system/css'
import { MessagePage } from '@/components/sections/message-page'
import { LinkButton } from '@/components/ui/link-button'
import { notFoundCopy } from './content'

/** Shown for every path the route tree does not know. */
export function NotFoundPage() {
  return (
    <MessagePage
      mark="404"
      title={
        <>
          <span className={css({ srOnly: true })}>{notFoundCopy.titlePrefix}</span>
          {notFoundCopy.title}
        </>
      }
      text={notFoundCopy.text}
    >
      <LinkButton to="/">{notFoundCopy.homeLink}</LinkButton>
    </MessagePage>
  )
}
