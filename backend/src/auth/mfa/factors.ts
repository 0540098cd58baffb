import type { Transaction } from '@electric-sql/pglite'
import { MFA_CHALLENGE_TTL_SECONDS } from '../../config.ts'
import { jsonResponse, type ApiRequest, type ApiResponse } from '../../http/types.ts'
import type { AccessClaims, AssuranceLevel } from '../access-token.ts'
import type { AuthContext } from '../context.ts'
import {
  insufficientAal,
  mfaChallengeExpired,
  mfaChallengeNotFound,
  mfaFactorNameConflict,
  mfaFactorNotFound,
  mfaIpAddressMismatch,
  mfaTotpEnrollDisabled,
  mfaTotpVerifyDisabled,
  mfaVerificationFailed,
  overRequestRateLimit,
  sessionNotFound,
  tooManyEnrolledFactors,
  validationFailed,
  versionHeaders,
} from '../gotrue-errors.ts'
import { isUuid, optionalString, readAuthBody } from '../request-body.ts'
import { sessionJson } from '../session-response.ts'
import { endSessionsBelowAal2, raiseToAal2, sessionLevel } from '../sessions.ts'
import { authenticate } from '../user-session.ts'
import { loadUser } from '../users.ts'
import {
  acceptCode,
  countFactors,
  deleteChallenge,
  deleteFactor,
  deleteUnverifiedFactors,
  findChallenge,
  findFactor,
  friendlyNameTaken,
  insertChallenge,
  insertFactor,
} from './factor-store.ts'
import { newTotpEnrollment, totpStep } from './totp.ts'

/** The caller's session level; a signed-out session is refused as GoTrue refuses it. */
async function liveSessionLevel(tx: Transaction, claims: AccessClaims): Promise<AssuranceLevel> {
  const level = await sessionLevel(tx, claims.session_id, claims.sub)
  if (level === null) throw sessionNotFound()
  return level
}

/** Challenge and verify both need a signed-in caller and TOTP verification turned on. */
async function authenticateForCodes(
  context: AuthContext,
  request: ApiRequest,
): Promise<AccessClaims> {
  const claims = await authenticate(context, request)
  if (!context.settings.mfa.totpVerifyEnabled) throw mfaTotpVerifyDisabled()
  return claims
}

const reply = (request: ApiRequest, body: unknown) =>
  jsonResponse(200, body, versionHeaders(request.headers))

/** POST /factors: a new, unverified TOTP factor with its secret and QR code. */
export async function enrollFactor(
  context: AuthContext,
  request: ApiRequest,
): Promise<ApiResponse> {
  const claims = await authenticate(context, request)
  const body = await readAuthBody(request)
  if (optionalString(body, 'factor_type') !== 'totp') {
    throw validationFailed('factor_type must be totp: the only factor type offered here')
  }
  if (!context.settings.mfa.totpEnrollEnabled) throw mfaTotpEnrollDisabled()
  const friendlyName = optionalString(body, 'friendly_name') ?? ''
  const issuer = optionalString(body, 'issuer') || new URL(context.settings.siteUrl).hostname
  const enrollment = await newTotpEnrollment(issuer, claims.email)

  const id = await context.db.transaction(async (tx) => {
    const level = await liveSessionLevel(tx, claims)
    await deleteUnverifiedFactors(tx, claims.sub)
    const { verified } = await countFactors(tx, claims.sub)
    if (verified > 0 && level !== 'aal2') {
      throw insufficientAal('AAL2 required to enroll a new factor')
    }
    if (verified >= context.settings.mfa.maxEnrolledFactors) throw tooManyEnrolledFactors()
    if (friendlyName !== '' && (await friendlyNameTaken(tx, claims.sub, friendlyName))) {
      throw mfaFactorNameConflict(friendlyName)
    }
    return insertFactor(tx, { userId: claims.sub, friendlyName, secret: enrollment.secret })
  })
  return reply(request, {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: enrollment.qrCodeSvg, secret: enrollment.secret, uri: enrollment.uri },
  })
}

/** POST /factors/{id}/challenge */
export async function challengeFactor(
  context: AuthContext,
  request: ApiRequest,
  factorId: string,
): Promise<ApiResponse> {
  const claims = await authenticateForCodes(context, request)
  const challenge = await context.db.transaction(async (tx) => {
    await liveSessionLevel(tx, claims)
    const factor = await findFactor(tx, claims.sub, factorId)
    if (!factor) throw mfaFactorNotFound()
    return insertChallenge(tx, factor.id, request.clientIp)
  })
  const createdAt = Math.floor(challenge.createdAt.getTime() / 1000)
  return reply(request, {
    id: challenge.id,
    type: 'totp',
    expires_at: createdAt + MFA_CHALLENGE_TTL_SECONDS,
  })
}

const isExpired = (createdAt: Date, now = Date.now()) =>
  now - createdAt.getTime() > MFA_CHALLENGE_TTL_SECONDS * 1000

/**
 * POST /factors/{id}/verify: a right code, never used before, within the challenge's lifetime,
 * verifies the factor and raises the session to aal2. Wrong codes count against the factor.
 */
export async function verifyFactor(
  context: AuthContext,
  request: ApiRequest,
  factorId: string,
): Promise<ApiResponse> {
  const claims = await authenticateForCodes(context, request)
  const body = await readAuthBody(request)
  const challengeId = optionalString(body, 'challenge_id') ?? ''
  const code = (optionalString(body, 'code') ?? '').trim()
  if (!isUuid(challengeId)) throw mfaChallengeNotFound()

  const limitKey = `factor:${factorId}`
  const wait = context.wrongCodeLimiter.waitFor([limitKey])
  if (wait > 0) throw overRequestRateLimit(wait)

  // Outcomes are returned, not thrown, so that spending an expired challenge is committed.
  const outcome = await context.db.transaction(async (tx) => {
    await liveSessionLevel(tx, claims)
    const factor = await findFactor(tx, claims.sub, factorId)
    if (!factor) throw mfaFactorNotFound()
    const challenge = await findChallenge(tx, factor.id, challengeId)
    if (!challenge) throw mfaChallengeNotFound()
    if (challenge.ip_address !== request.clientIp) throw mfaIpAddressMismatch()
    if (isExpired(challenge.created_at)) {
      await deleteChallenge(tx, challenge.id)
      return { kind: 'expired' as const }
    }
    const step = totpStep(factor.secret, code)
    if (step === null || step <= factor.last_totp_step) return { kind: 'wrong' as const }
    const firstVerification = await acceptCode(tx, factor, challenge.id, step)
    const grant = await raiseToAal2(tx, claims.sub, claims.session_id, factor.id)
    if (firstVerification) await endSessionsBelowAal2(tx, claims.sub)
    const account = await loadUser(tx, claims.sub)
    if (!account) throw sessionNotFound()
    return { kind: 'verified' as const, grant, account }
  })
  if (outcome.kind === 'expired') throw mfaChallengeExpired(challengeId)
  if (outcome.kind === 'wrong') {
    context.wrongCodeLimiter.take([limitKey])
    throw mfaVerificationFailed()
  }
  return reply(
    request,
    await sessionJson(context.key, context.issuer(), outcome.grant, outcome.account),
  )
}

/** DELETE /factors/{id}: a verified factor only from an aal2 session. */
export async function unenrollFactor(
  context: AuthContext,
  request: ApiRequest,
  factorId: string,
): Promise<ApiResponse> {
  const claims = await authenticate(context, request)
  await context.db.transaction(async (tx) => {
    const level = await liveSessionLevel(tx, claims)
    const factor = await findFactor(tx, claims.sub, factorId)
    if (!factor) throw mfaFactorNotFound()
    if (factor.status === 'verified' && level !== 'aal2') {
      throw insufficientAal('AAL2 required to unenroll verified factor')
    }
    await deleteFactor(tx, factor.id)
  })
  return reply(request, { id: factorId })
}
