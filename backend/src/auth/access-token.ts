import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose'
import { ACCESS_TOKEN_TTL_SECONDS } from '../config.ts'
import { isUuid } from './request-body.ts'
import type { SigningKey } from './signing-key.ts'

export type AssuranceLevel = 'aal1' | 'aal2'

/** One entry of the amr claim: how and when (seconds) the session's user proved who they are. */
export interface AuthMethod {
  method: 'password' | 'totp'
  timestamp: number
}

/** The claims GoTrue puts in an access token. */
export interface AccessClaims extends JWTPayload {
  iss: string
  sub: string
  aud: 'authenticated'
  exp: number
  iat: number
  email: string
  phone: string
  app_metadata: Record<string, unknown>
  user_metadata: Record<string, unknown>
  role: 'authenticated'
  aal: AssuranceLevel
  amr: AuthMethod[]
  session_id: string
  is_anonymous: boolean
}

export interface TokenSubject {
  userId: string
  email: string
  appMetadata: Record<string, unknown>
  userMetadata: Record<string, unknown>
  sessionId: string
  aal: AssuranceLevel
  /** Newest first, as GoTrue lists them. */
  amr: AuthMethod[]
}

export async function issueAccessToken(
  key: SigningKey,
  issuer: string,
  subject: TokenSubject,
): Promise<{ token: string; expiresAt: number; expiresIn: number }> {
  const issuedAt = Math.floor(Date.now() / 1000)
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS
  const claims: AccessClaims = {
    iss: issuer,
    sub: subject.userId,
    aud: 'authenticated',
    exp: expiresAt,
    iat: issuedAt,
    email: subject.email,
    phone: '',
    app_metadata: subject.appMetadata,
    user_metadata: subject.userMetadata,
    role: 'authenticated',
    aal: subject.aal,
    amr: subject.amr,
    session_id: subject.sessionId,
    is_anonymous: false,
  }
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .sign(key.privateKey)
  return { token, expiresAt, expiresIn: ACCESS_TOKEN_TTL_SECONDS }
}

/** Why a token was refused; the APIs word the two cases differently. */
export class TokenError extends Error {
  readonly expired: boolean

  constructor(message: string, expired: boolean) {
    super(message)
    this.name = 'TokenError'
    this.expired = expired
  }
}

/**
 * Verifies signature, algorithm and expiry, then the claims this backend relies on. Only
 * user tokens are accepted: the anon and service-role keys are matched by value elsewhere.
 */
export async function verifyAccessToken(key: SigningKey, token: string): Promise<AccessClaims> {
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(token, key.publicKey, {
      algorithms: ['ES256'],
      requiredClaims: ['exp'],
    }))
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new TokenError('token is expired', true)
    throw new TokenError(error instanceof Error ? error.message : 'invalid token', false)
  }
  const claims = payload as Partial<AccessClaims>
  if (claims.role !== 'authenticated' || claims.aud !== 'authenticated') {
    throw new TokenError('token is not a user access token', false)
  }
  if (typeof claims.sub !== 'string' || !isUuid(claims.sub)) {
    throw new TokenError('invalid claim: missing sub claim', false)
  }
  if (typeof claims.session_id !== 'string' || !isUuid(claims.session_id)) {
    throw new TokenError('invalid claim: missing session_id claim', false)
  }
  return claims as AccessClaims
}
