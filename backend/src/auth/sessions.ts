import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Transaction } from '@electric-sql/pglite'

export interface SessionGrant {
  sessionId: string
  userId: string
  refreshToken: string
  /** Seconds since the epoch at which the user authenticated (the amr claim). */
  authenticatedAt: number
}

export type RotationResult =
  { kind: 'rotated'; grant: SessionGrant } | { kind: 'not_found' } | { kind: 'reused' }

export type SignOutScope = 'global' | 'local' | 'others'

/** Only a hash is stored, so a leaked database does not hand out live refresh tokens. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex')

async function issueRefreshToken(
  tx: Transaction,
  userId: string,
  sessionId: string,
  parent: string | null,
) {
  const token = randomBytes(24).toString('base64url')
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [digest(token), userId, sessionId, parent],
  )
  return token
}

export async function startSession(tx: Transaction, userId: string): Promise<SessionGrant> {
  const sessionId = randomUUID()
  await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, userId])
  const refreshToken = await issueRefreshToken(tx, userId, sessionId, null)
  return { sessionId, userId, refreshToken, authenticatedAt: Math.floor(Date.now() / 1000) }
}

/**
 * Exchanges a refresh token for a new one; each token works once. Presenting a spent token
 * means it was copied, so the whole session is ended, as GoTrue does outside its reuse window.
 */
export async function rotateRefreshToken(tx: Transaction, token: string): Promise<RotationResult> {
  const found = await tx.query<{
    id: string
    user_id: string
    session_id: string
    revoked: boolean
    session_created: Date
  }>(
    `select t.id, t.user_id, t.session_id, t.revoked, s.created_at as session_created
     from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
     where t.token = $1`,
    [digest(token)],
  )
  const row = found.rows[0]
  if (!row) return { kind: 'not_found' }
  if (row.revoked) {
    await tx.query('delete from auth.sessions where id = $1', [row.session_id])
    return { kind: 'reused' }
  }
  await tx.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
    [row.id],
  )
  await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id])
  const refreshToken = await issueRefreshToken(tx, row.user_id, row.session_id, digest(token))
  return {
    kind: 'rotated',
    grant: {
      sessionId: row.session_id,
      userId: row.user_id,
      refreshToken,
      authenticatedAt: Math.floor(row.session_created.getTime() / 1000),
    },
  }
}

export async function sessionExists(
  tx: Transaction,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  const found = await tx.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
    sessionId,
    userId,
  ])
  return found.rows.length > 0
}

/** Ending a session deletes its refresh tokens too (foreign key cascade). */
export async function endSessions(
  tx: Transaction,
  userId: string,
  currentSessionId: string,
  scope: SignOutScope,
): Promise<void> {
  if (scope === 'global') {
    await tx.query('delete from auth.sessions where user_id = $1', [userId])
  } else if (scope === 'local') {
    await tx.query('delete from auth.sessions where user_id = $1 and id = $2', [
      userId,
      currentSessionId,
    ])
  } else {
    await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      userId,
      currentSessionId,
    ])
  }
}
