import type { IncomingHttpHeaders } from 'node:http'
import { ApiError } from '../http/api-error.ts'
import { headerValue, jsonResponse, type ApiResponse } from '../http/types.ts'

/** The API version this backend speaks; supabase-js sends it with every auth request. */
export const AUTH_API_VERSION = '2024-01-01'
const VERSION_HEADER = 'X-Supabase-Api-Version'

/**
 * GoTrue answers a client that announced API version 2024-01-01 or later with
 * `{ code, message }` and echoes the version header; older clients get the legacy
 * `{ code: <status>, error_code, msg }`. supabase-js reads `error.code` only in the first case.
 */
function speaksVersionedApi(headers: IncomingHttpHeaders): boolean {
  const requested = headerValue(headers, VERSION_HEADER.toLowerCase()) ?? ''
  return /^\d{4}-\d{2}-\d{2}$/.test(requested) && requested >= AUTH_API_VERSION
}

export function versionHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return speaksVersionedApi(headers) ? { [VERSION_HEADER]: AUTH_API_VERSION } : {}
}

export function authErrorResponse(error: ApiError, headers: IncomingHttpHeaders): ApiResponse {
  const body = speaksVersionedApi(headers)
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra }
  return jsonResponse(error.status, body, { ...error.headers, ...versionHeaders(headers) })
}

// The errors below carry GoTrue's own status, code and wording, which clients match on.

export const invalidCredentials = () =>
  new ApiError(400, 'invalid_credentials', 'Invalid login credentials')

export const userAlreadyExists = () =>
  new ApiError(422, 'user_already_exists', 'User already registered')

export const weakPassword = (minimum: number) =>
  new ApiError(422, 'weak_password', `Password should be at least ${minimum} characters.`, {
    extra: { weak_password: { reasons: ['length'] } },
  })

export const overRequestRateLimit = (retryAfterSeconds: number) =>
  new ApiError(429, 'over_request_rate_limit', 'Request rate limit reached', {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  })

export const validationFailed = (message: string) => new ApiError(400, 'validation_failed', message)

export const badJson = (detail: string) =>
  new ApiError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`)

export const noAuthorization = () =>
  new ApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')

export const badJwt = (detail: string) =>
  new ApiError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`)

export const sessionNotFound = () =>
  new ApiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')

export const userNotFound = () =>
  new ApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist')

export const refreshTokenNotFound = () =>
  new ApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')

export const refreshTokenAlreadyUsed = () =>
  new ApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')

export const emailNotConfirmed = () =>
  new ApiError(400, 'email_not_confirmed', 'Email not confirmed')

/** One mail of a kind per address per `[auth.email] max_frequency`. */
export const overEmailSendFrequency = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${retryAfterSeconds} seconds.`,
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  )

/** The project's `[auth.rate_limit] email_sent` per hour is used up. */
export const overEmailSendRateLimit = (retryAfterSeconds: number) =>
  new ApiError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded', {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  })

export const samePassword = () =>
  new ApiError(422, 'same_password', 'New password should be different from the old password.')

export const otpExpired = () =>
  new ApiError(403, 'otp_expired', 'Email link is invalid or has expired')

export const flowStateNotFound = () =>
  new ApiError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found')

export const flowStateExpired = () =>
  new ApiError(422, 'flow_state_expired', 'invalid flow state, flow state has expired')

export const badCodeVerifier = () =>
  new ApiError(
    400,
    'bad_code_verifier',
    'code challenge does not match previously saved code verifier',
  )

export const mfaFactorNotFound = () => new ApiError(404, 'mfa_factor_not_found', 'Factor not found')

export const mfaChallengeNotFound = () =>
  new ApiError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')

export const mfaChallengeExpired = (challengeId: string) =>
  new ApiError(
    422,
    'mfa_challenge_expired',
    `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
  )

export const mfaVerificationFailed = () =>
  new ApiError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')

export const mfaIpAddressMismatch = () =>
  new ApiError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')

export const insufficientAal = (message: string) => new ApiError(422, 'insufficient_aal', message)

export const tooManyEnrolledFactors = () =>
  new ApiError(
    422,
    'too_many_enrolled_mfa_factors',
    'Maximum number of verified factors reached, unenroll to continue',
  )

export const mfaFactorNameConflict = (name: string) =>
  new ApiError(
    422,
    'mfa_factor_name_conflict',
    `A factor with the friendly name "${name}" for this user already exists`,
  )

export const mfaTotpEnrollDisabled = () =>
  new ApiError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP')

export const mfaTotpVerifyDisabled = () =>
  new ApiError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP')
