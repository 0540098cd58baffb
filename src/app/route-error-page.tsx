import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { MessagePage } from '@/components/sections/message-page'
import { LinkButton } from '@/components/ui/link-button'
import { buttonClass } from '@/theme/button-classes'
import { routeErrorCopy } from './content'

/**
 * What a route shows when its page fails to load or render: inside the site's frame (the header
 * and footer stay), with a retry that loads the route again and a way home.
 */
export function RouteErrorPage({ reset }: ErrorComponentProps) {
  const router = useRouter()
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return (
    <MessagePage title={routeErrorCopy.title} text={routeErrorCopy.text}>
      <button type="button" className={buttonClass()} onClick={retry}>
        {routeErrorCopy.retry}
      </button>
      <LinkButton to="/" variant="outline">
        {routeErrorCopy.homeLink}
      </LinkButton>
    </MessagePage>
  )
}
