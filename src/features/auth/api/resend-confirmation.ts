import { loadSupabase } from '@/lib/session/supabase'
import { rejectedOrThrow, type AuthResult } from './result'

/** A new confirmation link for an account still waiting for one (the last link stops working). */
export async function resendConfirmation(email: string): Promise<AuthResult<null>> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: `${window.location.origin}/` },
  })
  if (error) return rejectedOrThrow(error)
  return { ok: true, value: null }
}
