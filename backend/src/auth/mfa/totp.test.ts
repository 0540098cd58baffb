import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { newTotpEnrollment, totpStep } from './totp.ts'

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp })

describe('TOTP', () => {
  it('enrols with a 32-character base32 secret, its otpauth URI and an SVG QR code', async () => {
    const enrollment = await newTotpEnrollment('example.com', 'ada@example.com')
    expect(enrollment.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(enrollment.uri).toMatch(/^otpauth:\/\/totp\/example\.com:ada%40example\.com\?/)
    expect(enrollment.uri).toContain(`secret=${enrollment.secret}`)
    expect(enrollment.qrCodeSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  })

  it('accepts the current code and one step either side, naming its step', async () => {
    const { secret } = await newTotpEnrollment('x', 'y')
    const now = 1_800_000_015_000
    const step = Math.floor(now / 30_000)
    expect(totpStep(secret, codeAt(secret, now), now)).toBe(step)
    expect(totpStep(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1)
    expect(totpStep(secret, codeAt(secret, now + 30_000), now)).toBe(step + 1)
  })

  it('refuses a code from two steps ago, a wrong code and anything not six digits', async () => {
    const { secret } = await newTotpEnrollment('x', 'y')
    const now = 1_800_000_015_000
    expect(totpStep(secret, codeAt(secret, now - 60_000), now)).toBeNull()
    const right = codeAt(secret, now)
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0')
    expect(totpStep(secret, wrong, now)).toBeNull()
    expect(totpStep(secret, ` ${right}`, now)).toBeNull()
    expect(totpStep(secret, right.slice(1), now)).toBeNull()
  })
})
