import type { Database } from '../db/database.ts'
import type { SigningKey } from './signing-key.ts'

export interface AuthContext {
  db: Database
  key: SigningKey
  /** The "iss" claim: this server's public URL + /auth/v1, known once it listens. */
  issuer(): string
}
