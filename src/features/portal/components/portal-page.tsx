import { useNavigate } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'
import { css } from 'styled-system/css'
import { lazyWidget } from '@/components/ui/lazy-widget'
import { WidgetBoundary } from '@/components/ui/widget-boundary'
import { useHydrated } from '@/lib/hooks/use-hydrated'
import { useAuthState } from '@/lib/session/auth-state'
import { readSignedInSession } from '@/lib/session/stored-session'
import { portalPageCopy } from '../content'
import { PortalMessage } from './portal-message'

// Only a signed-in visitor needs the dashboard and the Supabase client it reads with.
const PortalDashboard = lazyWidget(() =>
  import('./portal-dashboard').then((module) => module.PortalDashboard),
)

const pageStyle = css({
  maxW: '5xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '8', md: '12' },
})

/** The customer portal: needs a session, which is read from this device, never waited for. */
export function PortalPage() {
  const hydrated = useHydrated()
  const auth = useAuthState()
  const navigate = useNavigate()

  useEffect(() => {
    // Session tracking may not have read the stored session yet: only no session at all sends
    // the visitor to sign in.
    if (hydrated && auth.status === 'signed-out' && !readSignedInSession()) {
      void navigate({ to: '/auth', search: { redirect: '/portal' }, replace: true })
    }
  }, [hydrated, auth.status, navigate])

  return (
    <div className={pageStyle}>
      {auth.status === 'signed-in' ? (
        <WidgetBoundary onRetry={PortalDashboard.retry}>
          <Suspense fallback={<PortalMessage>{portalPageCopy.loading}</PortalMessage>}>
            <PortalDashboard user={auth.user} />
          </Suspense>
        </WidgetBoundary>
      ) : (
        <>
          <h1 className={css({ srOnly: true })}>{portalPageCopy.title}</h1>
          <PortalMessage>{portalPageCopy.loading}</PortalMessage>
        </>
      )}
    </div>
  )
}
