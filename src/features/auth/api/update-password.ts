import { loadSupabase } from '@/lib/session/supabase'
import { rejectedOrThrow, type AuthResult } from './result'

/** Sets the signed-in user's new password (the last step of a reset). */
export async function updatePassword(password: string): Promise<AuthResult<null>> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.updateUser({ password })
  if (error) return rejectedOrThrow(error)
  return { ok: true, value: null }
}
