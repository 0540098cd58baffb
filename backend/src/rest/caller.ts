import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../api-keys.ts'
import { TokenError, verifyAccessToken } from '../auth/access-token.ts'
import type { SigningKey } from '../auth/signing-key.ts'
import type { ApiRole } from '../db/database.ts'
import { ApiError } from '../http/api-error.ts'
import type { KeyRole } from '../http/api-key.ts'

export interface Caller {
  role: ApiRole
  /** What auth.jwt() returns inside the request's transaction. */
  claims: Record<string, unknown>
}

function unauthorized(code: string, message: string): ApiError {
  return new ApiError(401, code, message, {
    headers: { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
  })
}

/**
 * Who the request runs as, like PostgREST: the bearer token if there is one (the anon or
 * service-role key, or a user's access token), else the API key's role.
 */
export async function resolveCaller(
  token: string | null,
  keyRole: KeyRole,
  key: SigningKey,
): Promise<Caller> {
  if (token === null) return { role: keyRole, claims: { role: keyRole } }
  if (token === LOCAL_ANON_KEY) return { role: 'anon', claims: { role: 'anon' } }
  if (token === LOCAL_SERVICE_ROLE_KEY)
    return { role: 'service_role', claims: { role: 'service_role' } }
  try {
    return { role: 'authenticated', claims: await verifyAccessToken(key, token) }
  } catch (error) {
    if (!(error instanceof TokenError)) throw error
    if (error.expired) throw unauthorized('PGRST303', 'JWT expired')
    throw unauthorized('PGRST301', `JWT is invalid: ${error.message}`)
  }
}
