import type { Database } from '../db/database.ts'
import type { ProjectConfig } from '../project/project-config.ts'
import type { MailSender } from './mail-sender.ts'
import type { RateLimiter } from './rate-limit.ts'
import type { SigningKey } from './signing-key.ts'

export interface AuthContext {
  db: Database
  key: SigningKey
  /** The `[auth]` settings of supabase/config.toml. */
  settings: ProjectConfig['auth']
  /** Sign-ins and sign-ups, per client IP and per e-mail address. */
  signInLimiter: RateLimiter
  /** Wrong TOTP codes, per factor. */
  wrongCodeLimiter: RateLimiter
  mail: MailSender
  /** The "iss" claim: this server's public URL + /auth/v1, known once it listens. */
  issuer(): string
}
