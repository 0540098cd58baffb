import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

/** RFC 6238 as GoTrue and every authenticator app use it: SHA-1, 6 digits, 30-second steps. */
const TOTP_SHAPE = { algorithm: 'SHA1', digits: 6, period: 30 } as const
/** One step either side: a phone clock a little off still works, as in GoTrue. */
const DRIFT_STEPS = 1
/** GoTrue's secret size: 20 random bytes, 32 base32 characters. */
const SECRET_BYTES = 20

export interface TotpEnrollment {
  secret: string
  uri: string
  /** The otpauth URI as an SVG document, the form GoTrue sends it in. */
  qrCodeSvg: string
}

export async function newTotpEnrollment(issuer: string, account: string): Promise<TotpEnrollment> {
  const secret = new Secret({ size: SECRET_BYTES })
  const totp = new TOTP({ ...TOTP_SHAPE, issuer, label: account, secret })
  const uri = totp.toString()
  return { secret: secret.base32, uri, qrCodeSvg: await QRCode.toString(uri, { type: 'svg' }) }
}

/**
 * The 30-second step a code belongs to when it is right for now, give or take one step; null
 * when it is wrong. The caller accepts a step only once, so each code works once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const totp = new TOTP({ ...TOTP_SHAPE, secret: Secret.fromBase32(secret) })
  const delta = totp.validate({ token: code, timestamp: now, window: DRIFT_STEPS })
  if (delta === null) return null
  return TOTP.counter({ period: TOTP_SHAPE.period, timestamp: now }) + delta
}
