import { loadSupabase } from '@/lib/session/supabase'
import { rejectedOrThrow, type AuthResult } from './result'

/** Where a password reset link leads: the page that asks for the new password. */
export const RESET_PASSWORD_PATH = '/reset-password'

/** Asks for a reset link; the provider answers alike whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<AuthResult<null>> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}`,
  })
  if (error) return rejectedOrThrow(error)
  return { ok: true, value: null }
}
