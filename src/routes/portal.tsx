import { createFileRoute, redirect } from '@tanstack/react-router'
import { PortalPage } from '@/features/portal/components/portal-page'
import { readSignedInSession } from '@/lib/session/stored-session'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/portal')({
  staticData: { public: false },
  // In-app navigation without a session (or one still waiting for its code) goes to sign-in; a full page load is guarded by the page.
  beforeLoad: () => {
    if (typeof window !== 'undefined' && !readSignedInSession()) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
      throw redirect({ to: '/auth', search: { redirect: '/portal' } })
    }
  },
  head: () =>
    pageHead({
      title: 'Customer Portal',
      description: 'Your notarization appointments and profile.',
    }),
  component: PortalPage,
})
