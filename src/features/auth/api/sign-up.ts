import { isProviderRejection, loadSupabase } from '@/lib/auth/supabase'
import type { SignUpValues } from '../model/schemas'
import type { AuthResult } from './result'

/** Creates an account with the visitor's names as sign-up metadata. */
export async function signUp(values: SignUpValues): Promise<AuthResult<null>> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.signUp({
    email: values.email,
    password: values.password,
    options: {
      emailRedirectTo: `${window.location.origin}/`,
      data: { first_name: values.firstName.trim(), last_name: values.lastName.trim() },
    },
  })
  if (error) {
    if (isProviderRejection(error)) return { ok: false, reason: 'rejected', message: error.message }
    throw error
  }
  return { ok: true, value: null }
}
