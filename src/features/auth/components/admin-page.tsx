import { adminPageCopy as copy } from '../content'
import { AdminSignInForm } from './admin-sign-in-form'
import { AuthCard } from './auth-card'
import { useLeaveIfSignedIn } from './use-leave-if-signed-in'

export function AdminPage() {
  useLeaveIfSignedIn()
  return (
    <AuthCard title={copy.title} lead={copy.lead} backLabel={copy.back}>
      <AdminSignInForm />
    </AuthCard>
  )
}
