import { confirmEmailCopy as copy } from '../content'
import { AuthCard } from './auth-card'
import { EmailRequestForm } from './email-request-form'
import { sendNewConfirmation } from './send-confirmation'

/** Where an expired or already used confirmation link leads: a new link for the address. */
export function ConfirmEmailPage() {
  return (
    <AuthCard title={copy.title} lead={copy.lead} backLabel={copy.back} backTo="/auth">
      <EmailRequestForm
        submitLabel={copy.submit}
        busyLabel={copy.busy}
        onSubmit={sendNewConfirmation}
      />
    </AuthCard>
  )
}
