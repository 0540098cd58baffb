import { randomUUID } from 'node:crypto'
import type { Transaction } from '@electric-sql/pglite'

/** A factor with what only the backend sees: its secret and the last step a code was used for. */
export interface StoredFactor {
  id: string
  user_id: string
  friendly_name: string | null
  status: 'unverified' | 'verified'
  secret: string
  last_totp_step: number
}

export interface StoredChallenge {
  id: string
  factor_id: string
  created_at: Date
  ip_address: string
}

/** A factor of this user only: another user's factor is as absent as one that never was. */
export async function findFactor(
  tx: Transaction,
  userId: string,
  factorId: string,
): Promise<StoredFactor | null> {
  const found = await tx.query<StoredFactor>(
    `select id, user_id, friendly_name, status, secret, last_totp_step::float8 as last_totp_step
     from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  )
  return found.rows[0] ?? null
}

export async function countFactors(
  tx: Transaction,
  userId: string,
): Promise<{ total: number; verified: number }> {
  const found = await tx.query<{ total: number; verified: number }>(
    `select count(*)::int as total, count(*) filter (where status = 'verified')::int as verified
     from auth.mfa_factors where user_id = $1`,
    [userId],
  )
  return found.rows[0] ?? { total: 0, verified: 0 }
}

export async function friendlyNameTaken(
  tx: Transaction,
  userId: string,
  name: string,
): Promise<boolean> {
  const found = await tx.query(
    'select 1 from auth.mfa_factors where user_id = $1 and friendly_name = $2',
    [userId, name],
  )
  return found.rows.length > 0
}

export async function insertFactor(
  tx: Transaction,
  factor: { userId: string; friendlyName: string; secret: string },
): Promise<string> {
  const id = randomUUID()
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret,
       created_at, updated_at)
     values ($1, $2, $3, 'totp', 'unverified', $4, now(), now())`,
    [id, factor.userId, factor.friendlyName, factor.secret],
  )
  return id
}

/** An enrolment never confirmed holds a secret nobody uses: a new one replaces it. */
export async function deleteUnverifiedFactors(tx: Transaction, userId: string): Promise<void> {
  await tx.query("delete from auth.mfa_factors where user_id = $1 and status = 'unverified'", [
    userId,
  ])
}

export async function insertChallenge(
  tx: Transaction,
  factorId: string,
  ipAddress: string,
): Promise<{ id: string; createdAt: Date }> {
  const id = randomUUID()
  const createdAt = new Date()
  await tx.query(
    'insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, $3, $4)',
    [id, factorId, createdAt, ipAddress],
  )
  await tx.query('update auth.mfa_factors set last_challenged_at = $2 where id = $1', [
    factorId,
    createdAt,
  ])
  return { id, createdAt }
}

export async function findChallenge(
  tx: Transaction,
  factorId: string,
  challengeId: string,
): Promise<StoredChallenge | null> {
  const found = await tx.query<StoredChallenge>(
    `select id, factor_id, created_at, ip_address from auth.mfa_challenges
     where id = $1 and factor_id = $2 and verified_at is null`,
    [challengeId, factorId],
  )
  return found.rows[0] ?? null
}

export async function deleteChallenge(tx: Transaction, challengeId: string): Promise<void> {
  await tx.query('delete from auth.mfa_challenges where id = $1', [challengeId])
}

/**
 * Spends the challenge and records the code's step, verifying the factor if it was not yet.
 * Returns whether this was the factor's first verification.
 */
export async function acceptCode(
  tx: Transaction,
  factor: StoredFactor,
  challengeId: string,
  step: number,
): Promise<boolean> {
  await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId])
  await tx.query(
    `update auth.mfa_factors set last_totp_step = $2, status = 'verified', updated_at = now()
     where id = $1`,
    [factor.id, step],
  )
  return factor.status === 'unverified'
}

export async function deleteFactor(tx: Transaction, factorId: string): Promise<void> {
  await tx.query('delete from auth.mfa_factors where id = $1', [factorId])
}
