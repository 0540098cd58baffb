import { useEffect, useState } from 'react'
import { confirmOnline } from '@/lib/network/connectivity'
import { readStoredSession } from '@/lib/session/stored-session'
import { exchangeCode } from '../api/exchange-code'
import { readEmailLinkLanding } from '../model/email-link'
import { forgetLinkParameters } from './forget-link-parameters'
import { shareWhilePending } from './share-while-pending'

/**
 * Where the reset page stands: exchanging the link's code, ready for the new password (the
 * link signed the visitor in), the link failed, or the server is out of reach (the code stays
 * in the address, so a reload tries again).
 */
export type ResetLinkState = 'checking' | 'ready' | 'expired' | 'offline'

async function settle(): Promise<ResetLinkState> {
  const landing = readEmailLinkLanding(location.search, location.hash)
  if (landing === null) return readStoredSession() ? 'ready' : 'expired'
  if (landing.kind === 'failed') {
    forgetLinkParameters()
    return 'expired'
  }
  if (!(await confirmOnline())) return 'offline'
  // Out of the address bar and the history before anything else can read it.
  forgetLinkParameters()
  return (await exchangeCode(landing.code)) ? 'ready' : 'expired'
}

const settleOnce = shareWhilePending(settle)

export function useResetLink(): ResetLinkState {
  const [state, setState] = useState<ResetLinkState>('checking')
  useEffect(() => {
    let live = true
    void settleOnce().then(
      (next) => live && setState(next),
      () => live && setState('expired'),
    )
    return () => {
      live = false
    }
  }, [])
  return state
}
