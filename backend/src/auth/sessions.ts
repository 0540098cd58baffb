import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Transaction } from '@electric-sql/pglite'
import type { AssuranceLevel, AuthMethod } from './access-token.ts'

export interface SessionGrant {
  sessionId: string
  userId: string
  refreshToken: string
  /** The session's level and how it got there, for the aal and amr claims. */
  aal: AssuranceLevel
  amr: AuthMethod[]
}

export type RotationResult =
  { kind: 'rotated'; grant: SessionGrant } | { kind: 'not_found' } | { kind: 'reused' }

export type SignOutScope = 'global' | 'local' | 'others'

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** The password at sign-in, then each later proof (a TOTP code), newest first. */
async function authMethods(
  tx: Transaction,
  sessionId: string,
  createdAt: Date,
): Promise<AuthMethod[]> {
  const later = await tx.query<{ method: AuthMethod['method']; created_at: Date }>(
    `select authentication_method as method, created_at from auth.mfa_amr_claims
     where session_id = $1 order by created_at desc`,
    [sessionId],
  )
  return [
    ...later.rows.map((row) => ({ method: row.method, timestamp: seconds(row.created_at) })),
    { method: 'password', timestamp: seconds(createdAt) },
  ]
}

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
  const amr: AuthMethod[] = [{ method: 'password', timestamp: seconds(new Date()) }]
  return { sessionId, userId, refreshToken, aal: 'aal1', amr }
}

/**
 * A verified TOTP code raises the session to aal2. Its refresh tokens so far are spent and a
 * new one is issued, so only the answer to the verification carries the session on.
 */
export async function raiseToAal2(
  tx: Transaction,
  userId: string,
  sessionId: string,
  factorId: string,
): Promise<SessionGrant> {
  const updated = await tx.query<{ created_at: Date }>(
    `update auth.sessions set aal = 'aal2', factor_id = $3, updated_at = now()
     where id = $1 and user_id = $2 returning created_at`,
    [sessionId, userId, factorId],
  )
  const session = updated.rows[0]
  if (!session) throw new Error(`session ${sessionId} vanished while it was being raised`)
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
     values ($1, 'totp', now(), now())
     on conflict (session_id, authentication_method) do update set updated_at = now(),
       created_at = now()`,
    [sessionId],
  )
  await tx.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
    [sessionId],
  )
  const refreshToken = await issueRefreshToken(tx, userId, sessionId, null)
  const amr = await authMethods(tx, sessionId, session.created_at)
  return { sessionId, userId, refreshToken, aal: 'aal2', amr }
}

/** The level of a live session of this user, or null when it was signed out. */
export async function sessionLevel(
  tx: Transaction,
  sessionId: string,
  userId: string,
): Promise<AssuranceLevel | null> {
  const found = await tx.query<{ aal: AssuranceLevel }>(
    'select aal from auth.sessions where id = $1 and user_id = $2',
    [sessionId, userId],
  )
  return found.rows[0]?.aal ?? null
}

/** When a factor is first verified, the user's sessions that never passed it end. */
export async function endSessionsBelowAal2(tx: Transaction, userId: string): Promise<void> {
  await tx.query("delete from auth.sessions where user_id = $1 and aal <> 'aal2'", [userId])
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
    aal: AssuranceLevel
  }>(
    `select t.id, t.user_id, t.session_id, t.revoked, s.created_at as session_created, s.aal
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
      aal: row.aal,
      amr: await authMethods(tx, row.session_id, row.session_created),
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
