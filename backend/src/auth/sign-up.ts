import { MAX_PASSWORD_LENGTH, MAX_USER_METADATA_BYTES, MIN_PASSWORD_LENGTH } from '../config.ts'
import { jsonResponse, type ApiRequest, type ApiResponse } from '../http/types.ts'
import type { AuthContext } from './context.ts'
import { readPkceChallenge, type PkceChallenge } from './email-links.ts'
import {
  userAlreadyExists,
  validationFailed,
  versionHeaders,
  weakPassword,
} from './gotrue-errors.ts'
import { hashPassword } from './passwords.ts'
import { isJsonObject, normalizeEmail, optionalString, readAuthBody } from './request-body.ts'
import { prepareLinkMail } from './send-link.ts'
import { sessionJson } from './session-response.ts'
import { startSession } from './sessions.ts'
import { countSignInAttempt } from './sign-in-limit.ts'
import { findUserByEmail, insertUser, loadUser, obfuscatedUserJson, userJson } from './users.ts'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Checks a new password the way GoTrue does (length only by default). */
export function checkNewPassword(password: string | undefined): string {
  if (password === undefined || password === '')
    throw validationFailed('Signup requires a valid password')
  if (password.length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH)
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`)
  }
  return password
}

/** The request's address, trimmed and lower-cased; missing: GoTrue's message for the endpoint. */
export function requireEmail(body: Record<string, unknown>, missing: string): string {
  const rawEmail = optionalString(body, 'email')
  if (rawEmail === undefined || rawEmail.trim() === '') throw validationFailed(missing)
  return normalizeEmail(rawEmail)
}

export function checkEmailFormat(email: string): void {
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format')
  }
}

function readMetadata(body: Record<string, unknown>): Record<string, unknown> {
  const metadata = body.data ?? {}
  if (!isJsonObject(metadata)) throw validationFailed('data must be an object')
  if (Buffer.byteLength(JSON.stringify(metadata)) > MAX_USER_METADATA_BYTES) {
    throw validationFailed(`data must be at most ${MAX_USER_METADATA_BYTES} bytes of JSON`)
  }
  return metadata
}

/** Confirmations off (the CLI's default): the new user is signed in at once. */
async function signUpConfirmed(
  context: AuthContext,
  account: { email: string; password: string; metadata: Record<string, unknown> },
): Promise<Record<string, unknown>> {
  const { email, metadata } = account
  const taken = await context.db.transaction((tx) => findUserByEmail(tx, email))
  if (taken) throw userAlreadyExists()
  const passwordHash = await hashPassword(account.password)
  const created = await context.db.transaction(async (tx) => {
    // Checked again: another sign-up may have taken the address while the hash was computed.
    if (await findUserByEmail(tx, email)) return null
    const userId = await insertUser(tx, { email, passwordHash, metadata, confirmed: true })
    const grant = await startSession(tx, userId)
    const user = await loadUser(tx, userId)
    return user && { grant, user }
  })
  if (!created) throw userAlreadyExists()
  return sessionJson(context.key, context.issuer(), created.grant, created.user)
}

/**
 * Confirmations on (as hosted): a confirmation mail and no session. An address whose account
 * is confirmed gets a made-up user with no identities, as GoTrue answers, so nothing is
 * revealed; one still waiting for its confirmation gets a new link.
 */
async function signUpPendingConfirmation(
  context: AuthContext,
  request: ApiRequest,
  account: { email: string; password: string; metadata: Record<string, unknown> },
  pkce: PkceChallenge | null,
): Promise<Record<string, unknown>> {
  const { email, metadata } = account
  const taken = await context.db.transaction((tx) => findUserByEmail(tx, email))
  if (taken?.email_confirmed_at) return obfuscatedUserJson(email, metadata)
  context.mail.reserve('signup', email)
  const passwordHash = taken ? null : await hashPassword(account.password)
  const created = await context.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email)
    if (existing?.email_confirmed_at || (existing && passwordHash !== null)) return null
    const userId =
      existing?.id ??
      (await insertUser(tx, {
        email,
        passwordHash: passwordHash ?? '',
        metadata,
        confirmed: false,
      }))
    const mail = await prepareLinkMail(context, tx, {
      userId,
      email,
      kind: 'signup',
      pkce,
      redirectTo: request.query.get('redirect_to'),
    })
    const user = await loadUser(tx, userId)
    return user && { user, mail }
  })
  if (!created) return obfuscatedUserJson(email, metadata)
  context.mail.deliver(created.mail)
  return userJson(created.user)
}

/** POST /signup, as GoTrue answers it with `[auth.email] enable_confirmations` on or off. */
export async function signUp(context: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const body = await readAuthBody(request)
  const email = requireEmail(body, 'To signup, please provide your email')
  countSignInAttempt(context, request, email)
  checkEmailFormat(email)
  const account = {
    email,
    password: checkNewPassword(optionalString(body, 'password')),
    metadata: readMetadata(body),
  }
  const answer = context.settings.email.enableConfirmations
    ? await signUpPendingConfirmation(context, request, account, readPkceChallenge(body))
    : await signUpConfirmed(context, account)
  return jsonResponse(200, answer, versionHeaders(request.headers))
}
