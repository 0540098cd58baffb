import { loadSupabase } from '@/lib/session/supabase'
import type { SignUpValues } from '../model/schemas'
import { rejectedOrThrow, type AuthResult } from './result'

/**
 * What a sign-up led to. With e-mail confirmation on (as hosted), the account waits for its
 * link, and an address that already has an account gets a user with no identities (GoTrue
 * reports no error there); with it off, the visitor is signed in at once.
 */
export type SignUpOutcome = 'pending-confirmation' | 'signed-in' | 'already-registered'

/** Creates an account with the visitor's names as sign-up metadata. */
export async function signUp(values: SignUpValues): Promise<AuthResult<SignUpOutcome>> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.auth.signUp({
    email: values.email,
    password: values.password,
    options: {
      emailRedirectTo: `${window.location.origin}/`,
      data: { first_name: values.firstName.trim(), last_name: values.lastName.trim() },
    },
  })
  if (error) return rejectedOrThrow(error)
  if (data.session) return { ok: true, value: 'signed-in' }
  if (data.user?.identities?.length === 0) return { ok: true, value: 'already-registered' }
  return { ok: true, value: 'pending-confirmation' }
}
