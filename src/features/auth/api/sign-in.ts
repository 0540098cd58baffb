import { loadSupabase } from '@/lib/auth/supabase'
import type { SignInValues } from '../model/schemas'
import { rejectedOrThrow, type AuthResult } from './result'

/** Password sign-in; resolves with the user's id. Throws when the backend cannot be reached. */
export async function signIn({
  email,
  password,
}: SignInValues): Promise<AuthResult<{ userId: string }>> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.auth.signInWithPassword({ email, password })
  if (error) return rejectedOrThrow(error)
  return { ok: true, value: { userId: data.user.id } }
}
