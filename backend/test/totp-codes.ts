import { Secret, TOTP } from 'otpauth'

const PERIOD_MS = 30_000

/** The code an authenticator app shows for this secret at `timestamp` (now by default). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp })
}

/**
 * A code the server has not seen yet: each code works once, so after one was used in this
 * 30-second step the next step's code is taken (one step of drift is allowed), and past that
 * this waits for the clock. `used` is the step of the last code accepted, if any.
 */
export async function unusedTotpCode(
  secret: string,
  used: number | null,
): Promise<{ code: string; step: number }> {
  const current = Math.floor(Date.now() / PERIOD_MS)
  const step = used === null ? current : Math.max(current, used + 1)
  // A margin keeps a code for the next step from being two steps ahead once the server sees it.
  const waitMs = (step - 1) * PERIOD_MS + 1000 - Date.now()
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs))
  return { code: totpCode(secret, step * PERIOD_MS), step }
}
