import { notify } from '@/lib/toast/toast'
import { resendConfirmation } from '../api/resend-confirmation'
import { authMessages, requestFailed } from '../model/messages'
import { reachServer } from './reach-server'

/** Sends a new confirmation link to an address, saying what happened. */
export function sendNewConfirmation(email: string): Promise<void> {
  return reachServer(async () => {
    const result = await resendConfirmation(email)
    notify(result.ok ? authMessages.confirmationSent : requestFailed(result.message))
  }, authMessages.unexpected)
}
