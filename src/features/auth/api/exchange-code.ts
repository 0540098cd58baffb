import { loadSupabase } from '@/lib/session/supabase'

/**
 * Exchanges the one-time code of an e-mail link for a session, with the verifier this browser
 * kept when it asked for the link. False when that fails: the code was used or expired, or the
 * link was opened in another browser.
 */
export async function exchangeCode(code: string): Promise<boolean> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.exchangeCodeForSession(code)
  return error === null
}
