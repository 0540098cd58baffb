import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useHydrated } from '@/lib/hooks/use-hydrated'
import {
  connectSessionEvents,
  publishAuthState,
  rememberVerifiedAdmin,
} from '@/lib/session/auth-session'
import type { CodeOutcome } from '@/lib/session/code-outcome'
import { verifyCode } from '@/lib/session/second-factor'
import { readStoredSession } from '@/lib/session/stored-session'
import { notify, type ToastOptions } from '@/lib/toast/toast'
import { hasAdminRole } from '../api/has-admin-role'
import { signIn } from '../api/sign-in'
import { signOutQuietly } from '../api/sign-out-quietly'
import { adminAuthFailed, authMessages, signInFailed } from '../model/messages'
import type { SignInValues } from '../model/schemas'
import { reachServer } from './reach-server'

/** GoTrue's code for a password sign-in before the address is confirmed. */
const EMAIL_NOT_CONFIRMED = 'email_not_confirmed'

/** What differs between the customers' sign-in (/auth) and the administrators' (/admin). */
interface SignInDoor {
  failed: (message: string) => ToastOptions
  unexpected: ToastOptions
  signedIn: ToastOptions
  /** Whether the signed-in user may come in; one who may not is signed out again. */
  admit: (userId: string) => Promise<boolean>
  /** Records the admitted user in the shell's auth state. */
  enter: (userId: string) => void
}

const customerDoor: SignInDoor = {
  failed: signInFailed,
  unexpected: authMessages.unexpected,
  signedIn: authMessages.signedIn,
  admit: () => Promise.resolve(true),
  enter: () => publishAuthState(),
}

const adminDoor: SignInDoor = {
  failed: adminAuthFailed,
  unexpected: authMessages.adminUnexpected,
  signedIn: authMessages.adminSignedIn,
  admit: hasAdminRole,
  enter: rememberVerifiedAdmin,
}

/** The code step between the password and the way in, for an account with a verified factor. */
export interface CodeStep {
  onCode: (code: string) => Promise<CodeOutcome | undefined>
  /** Signs the half-signed-in session out and goes back to the password. */
  onCancel: () => void
}

interface Pending {
  userId: string
  factorId: string
}

/** A session stored here that still waits for its code (the page was reloaded mid-way). */
function storedPending(): Pending | null {
  const session = readStoredSession()
  return session?.pendingFactorId
    ? { userId: session.userId, factorId: session.pendingFactorId }
    : null
}

/**
 * The submit of a sign-in form: signs in, asks an account with a verified factor for its code,
 * lets in whom the door admits, then goes to `to`. An account whose address is not confirmed
 * yet is reported to `onUnconfirmed`.
 */
export function useSignInSubmit(
  door: 'customer' | 'admin',
  to: string,
  onUnconfirmed?: (email: string) => void,
): { submit: (values: SignInValues) => Promise<void>; codeStep: CodeStep | null } {
  const navigate = useNavigate()
  const { failed, unexpected, signedIn, admit, enter } = door === 'admin' ? adminDoor : customerDoor
  // Until this page sets it, a code step left open by a reload resumes (after hydration only:
  // the server renders the password step).
  const [chosen, setPending] = useState<Pending | null | undefined>(undefined)
  const hydrated = useHydrated()
  const pending = chosen === undefined ? (hydrated ? storedPending() : null) : chosen

  async function letIn(userId: string) {
    if (!(await admit(userId))) {
      await signOutQuietly()
      publishAuthState()
      setPending(null)
      notify(authMessages.accessDenied)
      return
    }
    enter(userId)
    void connectSessionEvents()
    notify(signedIn)
    await navigate({ to })
  }

  const submit = (values: SignInValues) =>
    reachServer(async () => {
      const result = await signIn(values)
      if (!result.ok) {
        notify(failed(result.message))
        if (result.code === EMAIL_NOT_CONFIRMED) onUnconfirmed?.(values.email)
        return
      }
      const { userId, pendingFactorId } = result.value
      if (pendingFactorId) setPending({ userId, factorId: pendingFactorId })
      else await letIn(userId)
    }, unexpected)

  const codeStep: CodeStep | null = pending && {
    async onCode(code) {
      let outcome: CodeOutcome | undefined
      await reachServer(async () => {
        outcome = await verifyCode(pending.factorId, code)
        if (outcome === 'verified') await letIn(pending.userId)
      }, unexpected)
      return outcome
    },
    onCancel() {
      // Offline too: signing out locally needs no server.
      void signOutQuietly()
        .catch(() => undefined)
        .finally(() => {
          publishAuthState()
          setPending(null)
        })
    },
  }
  return { submit, codeStep }
}
