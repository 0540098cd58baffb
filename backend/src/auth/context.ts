import type { Database } from '../db/database.ts'
import type { RateLimiter } from './rate-limit.ts'
import type { SigningKey } from './signing-key.ts'

export interface AuthContext {
  db: Database
  key: SigningKey
  /** Sign-ins and sign-ups, per client IP and per e-mail address. */
  signInLimiter: RateLimiter
  /** The "iss" claim: this server's public URL + /auth/v1, known once it listens. */
  issuer(): string
}
