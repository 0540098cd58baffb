import type { AuthContext } from './context.ts'
import { queuePasswordWork } from './hash-queue.ts'
import { isScryptHash, verifyScryptPassword } from './passwords.ts'
import type { UserRow } from './users.ts'

/**
 * New users have scrypt hashes; users created by seed.sql have bcrypt hashes from pgcrypto,
 * which Postgres itself checks.
 */
export async function passwordMatches(
  context: AuthContext,
  user: UserRow,
  password: string,
): Promise<boolean> {
  const stored = user.encrypted_password ?? ''
  if (isScryptHash(stored)) return verifyScryptPassword(password, stored)
  if (!stored.startsWith('$2')) return false
  // pgcrypto runs on the database's single thread: queued like scrypt, so that a flood of
  // attempts on a seeded account holds at most one hash in front of everybody's queries.
  const result = await queuePasswordWork(() =>
    context.db.transaction((tx) =>
      tx.query<{ ok: boolean }>('select extensions.crypt($1, $2) = $2 as ok', [password, stored]),
    ),
  )
  return result.rows[0]?.ok === true
}
