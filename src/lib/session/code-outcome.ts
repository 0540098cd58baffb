/** What became of a code sent for verification, from GoTrue's error code (none: verified). */
export type CodeOutcome = 'verified' | 'wrong' | 'expired' | 'limited' | 'refused'

export function codeOutcome(errorCode: string | undefined, status?: number): CodeOutcome {
  if (errorCode === undefined) return 'verified'
  if (errorCode === 'mfa_verification_failed') return 'wrong'
  if (errorCode === 'mfa_challenge_expired') return 'expired'
  if (errorCode === 'over_request_rate_limit' || status === 429) return 'limited'
  return 'refused'
}
