import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { Tabs } from '@/components/ui/tabs'
import type { SignedInUser } from '@/lib/session/auth-state'
import { readSignedInSession } from '@/lib/session/stored-session'
import { useSignOut } from '@/lib/session/use-sign-out'
import { dashboardCopy } from '../content'
import { greetingName } from '../model/profile-view'
import { AppointmentsTab } from './appointments-tab'
import { DataFreshness } from './data-freshness'
import { OrdersTab } from './orders-tab'
import { PortalMessage } from './portal-message'
import { ProfileTab } from './profile-tab'
import { usePortalData } from './use-portal-data'

const headerStyle = flex({
  wrap: 'wrap',
  align: 'center',
  justify: 'space-between',
  gap: '4',
  mb: '2',
})

export function PortalDashboard({ user }: { user: SignedInUser }) {
  const { view, freshness, retry } = usePortalData(user.id)
  const signOut = useSignOut()
  const profile = view.state === 'ready' ? view.data.profile : null
  return (
    <>
      <div className={headerStyle}>
        <h1 className={css({ textStyle: 'h2' })}>
          {dashboardCopy.greeting(greetingName(profile, user.firstName))}
        </h1>
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={() => void signOut()}
        >
          {dashboardCopy.signOut}
        </button>
      </div>
      {view.state === 'loading' ? (
        <PortalMessage>{dashboardCopy.loadingAppointments}</PortalMessage>
      ) : null}
      {view.state === 'unavailable' ? (
        <PortalMessage>{dashboardCopy.unavailable[view.reason]}</PortalMessage>
      ) : null}
      {view.state === 'ready' ? (
        <>
          <DataFreshness fetchedAt={view.data.fetchedAt} freshness={freshness} onRetry={retry} />
          <Tabs
            label={dashboardCopy.tabsLabel}
            defaultValue="appointments"
            items={[
              {
                value: 'appointments',
                label: dashboardCopy.tabs.appointments,
                content: <AppointmentsTab appointments={view.data.appointments} />,
              },
              { value: 'orders', label: dashboardCopy.tabs.orders, content: <OrdersTab /> },
              {
                value: 'profile',
                label: dashboardCopy.tabs.profile,
                content: (
                  <ProfileTab
                    email={user.email}
                    profile={view.data.profile}
                    createdAt={
                      readSignedInSession()?.createdAt ?? view.data.profile?.created_at ?? null
                    }
                  />
                ),
              },
            ]}
          />
        </>
      ) : null}
    </>
  )
}
