import { jsonResponse, type ApiRequest, type ApiResponse } from '../http/types.ts'
import type { AuthContext } from './context.ts'
import { exchangeAuthCode } from './email-links.ts'
import {
  badCodeVerifier,
  emailNotConfirmed,
  flowStateExpired,
  flowStateNotFound,
  invalidCredentials,
  refreshTokenAlreadyUsed,
  refreshTokenNotFound,
  validationFailed,
  versionHeaders,
} from './gotrue-errors.ts'
import { decoyHash, verifyScryptPassword } from './passwords.ts'
import { normalizeEmail, optionalString, readAuthBody, type JsonObject } from './request-body.ts'
import { sessionJson } from './session-response.ts'
import { rotateRefreshToken, startSession } from './sessions.ts'
import { countSignInAttempt } from './sign-in-limit.ts'
import { passwordMatches } from './stored-password.ts'
import { findUserByEmail, loadUser, recordSignIn } from './users.ts'

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
  // GoTrue says so only to whoever knows the password.
  if (user.email_confirmed_at === null) throw emailNotConfirmed()

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

/** The code a PKCE link brought back, with the verifier only the browser that asked holds. */
async function pkceGrant(context: AuthContext, body: JsonObject): Promise<Record<string, unknown>> {
  const authCode = optionalString(body, 'auth_code') ?? ''
  const verifier = optionalString(body, 'code_verifier') ?? ''
  if (authCode === '' || verifier === '') {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty')
  }
  // The outcome is returned, not thrown, so that spending an expired flow is committed.
  const outcome = await context.db.transaction(async (tx) => {
    const exchange = await exchangeAuthCode(tx, authCode, verifier)
    if (exchange.kind !== 'exchanged') return exchange
    await recordSignIn(tx, exchange.userId)
    const grant = await startSession(tx, exchange.userId)
    const account = await loadUser(tx, exchange.userId)
    return account ? { kind: 'signed_in' as const, grant, account } : { kind: 'not_found' as const }
  })
  if (outcome.kind === 'not_found') throw flowStateNotFound()
  if (outcome.kind === 'expired') throw flowStateExpired()
  if (outcome.kind === 'bad_verifier') throw badCodeVerifier()
  return sessionJson(context.key, context.issuer(), outcome.grant, outcome.account)
}

/** POST /token?grant_type=password|refresh_token|pkce */
export async function token(context: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const grantType = request.query.get('grant_type')
  const body = await readAuthBody(request)
  let session: Record<string, unknown>
  if (grantType === 'password') session = await passwordGrant(context, request, body)
  else if (grantType === 'refresh_token') session = await refreshTokenGrant(context, body)
  else if (grantType === 'pkce') session = await pkceGrant(context, body)
  else throw validationFailed('unsupported_grant_type')
  return jsonResponse(200, session, versionHeaders(request.headers))
}
