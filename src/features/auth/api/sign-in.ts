import { levelNeeded, reachesLevel, tokenLevel, verifiedFactorIds } from '@/lib/session/assurance'
import { loadSupabase } from '@/lib/session/supabase'
import type { SignInValues } from '../model/schemas'
import { rejectedOrThrow, type AuthResult } from './result'

export interface SignedIn {
  userId: string
  /** The factor whose code the account needs before it is signed in, if it has one. */
  pendingFactorId: string | null
}

/**
 * Password sign-in; resolves with the user's id and, for an account with a verified factor,
 * the factor to ask a code for. Throws when the backend cannot be reached.
 */
export async function signIn({ email, password }: SignInValues): Promise<AuthResult<SignedIn>> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.auth.signInWithPassword({ email, password })
  if (error) return rejectedOrThrow(error)
  const { factors } = data.user
  const reached = reachesLevel(tokenLevel(data.session.access_token), levelNeeded(factors))
  const pendingFactorId = reached ? null : (verifiedFactorIds(factors)[0] ?? null)
  return { ok: true, value: { userId: data.user.id, pendingFactorId } }
}
