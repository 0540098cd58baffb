import { bearerToken } from '../http/bearer.ts'
import { emptyResponse, jsonResponse, type ApiRequest, type ApiResponse } from '../http/types.ts'
import { TokenError, verifyAccessToken, type AccessClaims } from './access-token.ts'
import type { AuthContext } from './context.ts'
import {
  badJwt,
  noAuthorization,
  sessionNotFound,
  userNotFound,
  validationFailed,
  versionHeaders,
} from './gotrue-errors.ts'
import { endSessions, sessionExists, type SignOutScope } from './sessions.ts'
import { loadUser, userJson } from './users.ts'

export async function authenticate(
  context: AuthContext,
  request: ApiRequest,
): Promise<AccessClaims> {
  const token = bearerToken(request.headers)
  if (token === null) throw noAuthorization()
  try {
    return await verifyAccessToken(context.key, token)
  } catch (error) {
    if (error instanceof TokenError) {
      throw badJwt(error.expired ? 'token has invalid claims: token is expired' : error.message)
    }
    throw error
  }
}

/** GET /user: unlike the REST API, this also checks that the session was not signed out. */
export async function getUser(context: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const claims = await authenticate(context, request)
  const found = await context.db.transaction(async (tx) => {
    const account = await loadUser(tx, claims.sub)
    if (!account) return 'no_user' as const
    if (!(await sessionExists(tx, claims.session_id, claims.sub))) return 'no_session' as const
    return account
  })
  if (found === 'no_user') throw userNotFound()
  if (found === 'no_session') throw sessionNotFound()
  return jsonResponse(200, userJson(found), versionHeaders(request.headers))
}

const SCOPES: readonly SignOutScope[] = ['global', 'local', 'others']

function isScope(value: string): value is SignOutScope {
  return (SCOPES as readonly string[]).includes(value)
}

/** POST /logout?scope=global|local|others. Access tokens stay valid until they expire. */
export async function logout(context: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const scope = request.query.get('scope') ?? 'global'
  if (!isScope(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`)
  const claims = await authenticate(context, request)
  await context.db.transaction((tx) => endSessions(tx, claims.sub, claims.session_id, scope))
  return emptyResponse(204, versionHeaders(request.headers))
}
