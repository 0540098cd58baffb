import { useState } from 'react'
import { buttonClasses } from '@/theme/button-classes'
import { signInFormCopy as copy } from '../content'
import { sendNewConfirmation } from './send-confirmation'

/** Offered after a sign-in to an account whose address is not confirmed yet. */
export function ResendConfirmationButton({ email }: { email: string }) {
  const [busy, setBusy] = useState(false)
  const resend = async () => {
    setBusy(true)
    try {
      await sendNewConfirmation(email)
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className={buttonClasses.outline.md}
      disabled={busy}
      onClick={() => void resend()}
    >
      {busy ? copy.resendingConfirmation : copy.resendConfirmation}
    </button>
  )
}
