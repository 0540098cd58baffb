import { useNavigate } from '@tanstack/react-router'
import {
  connectSessionEvents,
  publishAuthState,
  rememberVerifiedAdmin,
} from '@/lib/auth/auth-session'
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

/**
 * The submit of a sign-in form: signs in, lets in whom the door admits, then goes to `to`.
 * An account whose address is not confirmed yet is reported to `onUnconfirmed`.
 */
export function useSignInSubmit(
  door: 'customer' | 'admin',
  to: string,
  onUnconfirmed?: (email: string) => void,
) {
  const navigate = useNavigate()
  const { failed, unexpected, signedIn, admit, enter } = door === 'admin' ? adminDoor : customerDoor
  return (values: SignInValues) =>
    reachServer(async () => {
      const result = await signIn(values)
      if (!result.ok) {
        notify(failed(result.message))
        if (result.code === EMAIL_NOT_CONFIRMED) onUnconfirmed?.(values.email)
        return
      }
      if (!(await admit(result.value.userId))) {
        await signOutQuietly()
        publishAuthState()
        notify(authMessages.accessDenied)
        return
      }
      enter(result.value.userId)
      void connectSessionEvents()
      notify(signedIn)
      await navigate({ to })
    }, unexpected)
}
