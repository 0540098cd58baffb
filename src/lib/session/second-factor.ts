import { codeOutcome, type CodeOutcome } from './code-outcome'
import { isProviderRejection, loadSupabase } from './supabase'

/**
 * Checks a code from the authenticator app against a factor: a new challenge, then the code.
 * A right code raises the session to aal2 (supabase-js stores it and reports
 * MFA_CHALLENGE_VERIFIED). Throws when the backend cannot be reached.
 */
export async function verifyCode(factorId: string, code: string): Promise<CodeOutcome> {
  const supabase = await loadSupabase()
  const challenge = await supabase.auth.mfa.challenge({ factorId })
  if (challenge.error) return rejection(challenge.error)
  const { error } = await supabase.auth.mfa.verify({
    factorId,
    challengeId: challenge.data.id,
    code,
  })
  return error ? rejection(error) : 'verified'
}

function rejection(error: unknown): CodeOutcome {
  if (!isProviderRejection(error)) throw error
  const { status } = error as { status?: number }
  return codeOutcome(error.code ?? 'unknown', status)
}
