import { notify } from '@/lib/toast/toast'
import { requestPasswordReset } from '../api/request-password-reset'
import { forgotPasswordCopy as copy } from '../content'
import { authMessages, requestFailed } from '../model/messages'
import { AuthCard } from './auth-card'
import { EmailRequestForm } from './email-request-form'
import { reachServer } from './reach-server'

/** "Forgot password?": the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const submit = (email: string) =>
    reachServer(async () => {
      const result = await requestPasswordReset(email)
      notify(result.ok ? authMessages.resetRequested : requestFailed(result.message))
    }, authMessages.unexpected)
  return (
    <AuthCard title={copy.title} lead={copy.lead} backLabel={copy.back} backTo="/auth">
      <EmailRequestForm submitLabel={copy.submit} busyLabel={copy.busy} onSubmit={submit} />
    </AuthCard>
  )
}
