/**
 * Authenticator assurance levels, as GoTrue puts them in access tokens: `aal1` after a password,
 * `aal2` once a second factor's code was verified in the session.
 */
export type AssuranceLevel = 'aal1' | 'aal2'

/** The level an account needs: aal2 as soon as it has a verified factor. */
export function levelNeeded(factors: unknown): AssuranceLevel {
  return verifiedFactorIds(factors).length > 0 ? 'aal2' : 'aal1'
}

/** The ids of the verified factors in a user's `factors` list (absent when there are none). */
export function verifiedFactorIds(factors: unknown): string[] {
  if (!Array.isArray(factors)) return []
  return factors.flatMap((factor: unknown) => {
    const { id, status } = (factor ?? {}) as { id?: unknown; status?: unknown }
    return status === 'verified' && typeof id === 'string' ? [id] : []
  })
}

/** The `aal` claim of an access token, read without verifying it (the server does that). */
export function tokenLevel(accessToken: unknown): AssuranceLevel | null {
  if (typeof accessToken !== 'string') return null
  const payload = accessToken.split('.')[1]
  if (payload === undefined) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const { aal } = JSON.parse(json) as { aal?: unknown }
    return aal === 'aal1' || aal === 'aal2' ? aal : null
  } catch {
    return null
  }
}

/** Whether a session at `current` may see what an account needing `needed` keeps. */
export function reachesLevel(current: AssuranceLevel | null, needed: AssuranceLevel): boolean {
  return needed === 'aal1' ? current !== null : current === 'aal2'
}
