import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { Tabs } from '@/components/ui/tabs'
import type { SignedInUser } from '@/lib/auth/auth-state'
import { readStoredSession } from '@/lib/auth/stored-session'
import { useSignOut } from '@/lib/auth/use-sign-out'
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
          Welcome, {greetingName(profile, user.firstName)}
        </h1>
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={() => void signOut()}
        >
          Sign Out
        </button>
      </div>
      {view.state === 'loading' ? <PortalMessage>Loading your appointments…</PortalMessage> : null}
      {view.state === 'unavailable' ? (
        <PortalMessage>
          {view.reason === 'offline'
            ? 'You are offline, and no saved data is on this device yet. Connect once to see your appointments here offline.'
            : 'Your data could not be loaded. It will be retried when you come back to this tab.'}
        </PortalMessage>
      ) : null}
      {view.state === 'ready' ? (
        <>
          <DataFreshness fetchedAt={view.data.fetchedAt} freshness={freshness} onRetry={retry} />
          <Tabs
            label="Your account"
            defaultValue="appointments"
            items={[
              {
                value: 'appointments',
                label: 'RON Appointments',
                content: <AppointmentsTab appointments={view.data.appointments} />,
              },
              { value: 'orders', label: 'Website Orders', content: <OrdersTab /> },
              {
                value: 'profile',
                label: 'Profile',
                content: (
                  <ProfileTab
                    email={user.email}
                    profile={view.data.profile}
                    createdAt={
                      readStoredSession()?.createdAt ?? view.data.profile?.created_at ?? null
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
