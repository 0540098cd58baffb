import { LinkButton } from '@/components/ui/link-button'
import { resetPasswordCopy as copy } from '../content'
import { offlineMessage } from '../model/offline-message'
import { AuthCard } from './auth-card'
import { NewPasswordForm } from './new-password-form'
import { useResetLink } from './use-reset-link'

/** Where a password reset link leads: the link signs the visitor in, then the new password. */
export function ResetPasswordPage() {
  const state = useResetLink()
  return (
    <AuthCard title={copy.title} lead={copy.lead} backLabel={copy.back}>
      {state === 'checking' && <p role="status">{copy.checking}</p>}
      {state === 'ready' && <NewPasswordForm />}
      {state === 'offline' && (
        <p role="alert">
          {offlineMessage.title}. {offlineMessage.description}
        </p>
      )}
      {state === 'expired' && (
        <>
          <p role="alert">{copy.expired}</p>
          <LinkButton to="/forgot-password">{copy.requestAgain}</LinkButton>
        </>
      )}
    </AuthCard>
  )
}
