import { jsonResponse, type ApiRequest, type ApiResponse } from '../http/types.ts'
import type { AuthContext } from './context.ts'
import {
  invalidCredentials,
  refreshTokenAlreadyUsed,
  refreshTokenNotFound,
  validationFailed,
  versionHeaders,
} from './gotrue-errors.ts'
import { queuePasswordWork } from './hash-queue.ts'
import { decoyHash, isScryptHash, verifyScryptPassword } from './passwords.ts'
import { normalizeEmail, optionalString, readAuthBody, type JsonObject } from './request-body.ts'
import { sessionJson } from './session-response.ts'
import { rotateRefreshToken, startSession } from './sessions.ts'
import { countSignInAttempt } from './sign-in-limit.ts'
import { findUserByEmail, loadUser, recordSignIn, type UserRow } from './users.ts'

/**
 * New users have scrypt hashes; users created by seed.sql have bcrypt hashes from pgcrypto,
 * which Postgres itself checks.
 */
async function passwordMatches(
  context: AuthContext,
  user: UserRow,
  password: string,
): Promise<boolean> {
  const stored = user.encrypted_password ?? ''
  if (isScryptHash(stored)) return verifyScryptPassword(password, stored)
  if (!stored.startsWith('$2')) return false
  // pgcrypto runs on the database's single thread: queued like scrypt, so that a flood of
  // attempts on a seeded account holds at most one hash in front of everybody's queries.
  const result = await queuePasswordWork(() =>
    context.db.transaction((tx) =>
      tx.query<{ ok: boolean }>('select extensions.crypt($1, $2) = $2 as ok', [password, stored]),
    ),
  )
  return result.rows[0]?.ok === true
}

async function passwordGrant(
  context: AuthContext,
  request: ApiRequest,
  body: JsonObject,
): Promise<Record<string, unknown>> {
  const email = normalizeEmail(optionalString(body, 'email') ?? '')
  const password = optionalString(body, 'password') ?? ''
  if (email === '') throw validationFailed('missing email or phone')
  countSignInAttempt(context, request, email)
  if (password === '') throw invalidCredentials()

  const user = await context.db.transaction((tx) => findUserByEmail(tx, email))
  if (!user) {
    // Same work as for a real account, so response time does not reveal which e-mails exist.
    await verifyScryptPassword(password, await decoyHash())
    throw invalidCredentials()
  }
  if (!(await passwordMatches(context, user, password))) throw invalidCredentials()

  const signedIn = await context.db.transaction(async (tx) => {
    await recordSignIn(tx, user.id)
    const grant = await startSession(tx, user.id)
    const account = await loadUser(tx, user.id)
    return account && { grant, account }
  })
  if (!signedIn) throw invalidCredentials()
  return sessionJson(context.key, context.issuer(), signedIn.grant, signedIn.account)
}

async function refreshTokenGrant(
  context: AuthContext,
  body: JsonObject,
): Promise<Record<string, unknown>> {
  const token = optionalString(body, 'refresh_token') ?? ''
  if (token === '') throw refreshTokenNotFound()
  // The outcome is returned, not thrown, so that ending a session on reuse is committed.
  const outcome = await context.db.transaction(async (tx) => {
    const rotation = await rotateRefreshToken(tx, token)
    if (rotation.kind !== 'rotated') return rotation
    const account = await loadUser(tx, rotation.grant.userId)
    return account
      ? { kind: 'rotated' as const, grant: rotation.grant, account }
      : { kind: 'not_found' as const }
  })
  if (outcome.kind === 'not_found') throw refreshTokenNotFound()
  if (outcome.kind === 'reused') throw refreshTokenAlreadyUsed()
  return sessionJson(context.key, context.issuer(), outcome.grant, outcome.account)
}

/** POST /token?grant_type=password|refresh_token */
export async function token(context: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const grantType = request.query.get('grant_type')
  const body = await readAuthBody(request)
  let session: Record<string, unknown>
  if (grantType === 'password') session = await passwordGrant(context, request, body)
  else if (grantType === 'refresh_token') session = await refreshTokenGrant(context, body)
  else throw validationFailed('unsupported_grant_type')
  return jsonResponse(200, session, versionHeaders(request.headers))
}
