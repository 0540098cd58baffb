import { loadSupabase } from '@/lib/session/supabase'

/**
 * Ends a session that must not stay open (a non-admin at the admin sign-in): everywhere when
 * the backend answers, and at least on this device when it does not.
 */
export async function signOutQuietly(): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.signOut()
  if (error) await supabase.auth.signOut({ scope: 'local' })
}
