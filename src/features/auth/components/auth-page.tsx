import { authPageCopy as copy } from '../content'
import { AuthCard } from './auth-card'
import { AuthTabs } from './auth-tabs'
import { useLeaveIfSignedIn } from './use-leave-if-signed-in'

export function AuthPage() {
  useLeaveIfSignedIn()
  return (
    <AuthCard title={copy.title} lead={copy.lead} backLabel={copy.back}>
      <AuthTabs />
    </AuthCard>
  )
}
