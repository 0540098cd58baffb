import { confirmOnline } from '@/lib/network/connectivity'
import { connectSessionEvents, publishAuthState } from '@/lib/session/auth-session'
import { notify } from '@/lib/toast/toast'
import { exchangeCode } from '../api/exchange-code'
import type { EmailLinkLanding } from '../model/email-link'
import { authMessages } from '../model/messages'
import { offlineMessage } from '../model/offline-message'
import { forgetLinkParameters } from './forget-link-parameters'
import { shareWhilePending } from './share-while-pending'

export type LandingDestination = '/portal' | '/auth' | '/confirm-email'

/**
 * Finishes a confirmation link on the page it led to; resolves with where to go next, or null
 * to stay (offline: the code stays in the address, so a reload tries again).
 */
async function finish(landing: EmailLinkLanding): Promise<LandingDestination | null> {
  if (landing.kind === 'failed') {
    forgetLinkParameters()
    return '/confirm-email'
  }
  if (!(await confirmOnline())) {
    notify(offlineMessage)
    return null
  }
  forgetLinkParameters()
  if (await exchangeCode(landing.code)) {
    publishAuthState()
    void connectSessionEvents()
    notify(authMessages.emailConfirmed)
    return '/portal'
  }
  // The link confirmed the address before it came back here; only this browser's sign-in failed
  // (opened in another browser than the one that signed up).
  notify(authMessages.emailConfirmedSignIn)
  return '/auth'
}

export const finishEmailLink = shareWhilePending(finish)
