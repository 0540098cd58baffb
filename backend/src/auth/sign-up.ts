import { MAX_PASSWORD_LENGTH, MAX_USER_METADATA_BYTES, MIN_PASSWORD_LENGTH } from '../config.ts'
import { jsonResponse, type ApiRequest, type ApiResponse } from '../http/types.ts'
import type { AuthContext } from './context.ts'
import {
  userAlreadyExists,
  validationFailed,
  versionHeaders,
  weakPassword,
} from './gotrue-errors.ts'
import { hashPassword } from './passwords.ts'
import { isJsonObject, normalizeEmail, optionalString, readAuthBody } from './request-body.ts'
import { sessionJson } from './session-response.ts'
import { startSession } from './sessions.ts'
import { countSignInAttempt } from './sign-in-limit.ts'
import { findUserByEmail, insertUser, loadUser } from './users.ts'

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

/**
 * POST /signup. E-mail confirmation is off (the Supabase CLI's local default), so the new
 * user is signed in at once and an existing e-mail is reported as such.
 */
export async function signUp(context: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const body = await readAuthBody(request)
  const rawEmail = optionalString(body, 'email')
  if (rawEmail === undefined || rawEmail.trim() === '')
    throw validationFailed('To signup, please provide your email')
  const email = normalizeEmail(rawEmail)
  countSignInAttempt(context, request, email)
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format')
  }
  const password = checkNewPassword(optionalString(body, 'password'))
  const metadata = body.data ?? {}
  if (!isJsonObject(metadata)) throw validationFailed('data must be an object')
  if (Buffer.byteLength(JSON.stringify(metadata)) > MAX_USER_METADATA_BYTES) {
    throw validationFailed(`data must be at most ${MAX_USER_METADATA_BYTES} bytes of JSON`)
  }

  const taken = await context.db.transaction((tx) => findUserByEmail(tx, email))
  if (taken) throw userAlreadyExists()
  const passwordHash = await hashPassword(password)

  const created = await context.db.transaction(async (tx) => {
    // Checked again: another sign-up may have taken the address while the hash was computed.
    if (await findUserByEmail(tx, email)) return null
    const userId = await insertUser(tx, { email, passwordHash, metadata })
    const grant = await startSession(tx, userId)
    const account = await loadUser(tx, userId)
    return account && { grant, account }
  })
  if (!created) throw userAlreadyExists()
  const session = await sessionJson(context.key, context.issuer(), created.grant, created.account)
  return jsonResponse(200, session, versionHeaders(request.headers))
}
