import { expect } from 'vitest'
import type { ApiRole } from '../src/db/database.ts'
import { ADMIN, CUSTOMER } from './helpers.ts'

/** One statement's outcome: its rows, or the SQLSTATE it failed with. */
export type Outcome = { rows: Array<Record<string, unknown>> } | { errorCode: string }

/** A database the migrations and the seed were applied to, seen the way the API sees it. */
export interface SqlEngine {
  /**
   * Runs one statement as an API role with the caller's JWT claims set, as the backend and
   * PostgREST do, inside a transaction that is then rolled back.
   */
  asRole(
    role: ApiRole,
    claims: Record<string, unknown>,
    sql: string,
    params: unknown[],
  ): Promise<Outcome>
  /** Rows in a table, counted by its owner (no row level security). */
  countRows(table: string): Promise<number>
  /** Runs one statement as the owner, committed: what the auth service itself writes. */
  asOwner(sql: string, params: unknown[]): Promise<void>
}

const TABLES = ['profiles', 'appointments', 'user_roles'] as const
type Table = (typeof TABLES)[number]

interface Caller {
  name: string
  role: ApiRole
  userId: string | null
  /** Rows the seed gives this caller in each table. */
  own: Record<Table, number>
}

const userClaims = (userId: string, email: string, aal: string | null = 'aal1') => ({
  sub: userId,
  role: 'authenticated',
  aud: 'authenticated',
  email,
  ...(aal !== null && { aal }),
})

// User A has appointments and no role; user B has a role and no appointments.
const CALLERS: Caller[] = [
  {
    name: 'anon',
    role: 'anon',
    userId: null,
    own: { profiles: 0, appointments: 0, user_roles: 0 },
  },
  {
    name: 'user A',
    role: 'authenticated',
    userId: CUSTOMER.userId,
    own: { profiles: 1, appointments: 6, user_roles: 0 },
  },
  {
    name: 'user B',
    role: 'authenticated',
    userId: ADMIN.userId,
    own: { profiles: 1, appointments: 0, user_roles: 1 },
  },
]

const claimsOf = (caller: Caller) =>
  caller.userId === null
    ? { role: 'anon' }
    : userClaims(caller.userId, caller.userId === CUSTOMER.userId ? CUSTOMER.email : ADMIN.email)

/** Valid rows, so that only a privilege or a policy can stop them. */
const INSERTS: Record<Table, string> = {
  profiles: 'insert into public.profiles (user_id, first_name) values ($1, $2)',
  appointments: `insert into public.appointments (user_id, service_type, appointment_date, amount)
    values ($1, $2, now(), 0)`,
  user_roles: `insert into public.user_roles (user_id, role)
    select $1::uuid, 'admin' where $2::text <> ''`,
}

const WRITES = (table: Table) => [
  { kind: 'insert', sql: INSERTS[table] },
  { kind: 'update', sql: `update public.${table} set user_id = $1 where $2::text <> ''` },
  { kind: 'delete', sql: `delete from public.${table} where user_id <> $1 or $2::text <> ''` },
]

/**
 * Anonymous visitors, user A and user B; read and write on every table. Reads see exactly the
 * caller's own rows (none for anon, which has no grant); every write is refused with 42501
 * and no table changes.
 */
export async function expectRlsMatrix(engine: SqlEngine): Promise<void> {
  const before = { profiles: 0, appointments: 0, user_roles: 0 }
  for (const table of TABLES) before[table] = await engine.countRows(table)
  expect(before).toEqual({ profiles: 3, appointments: 6, user_roles: 1 })

  for (const caller of CALLERS) {
    const claims = claimsOf(caller)
    for (const table of TABLES) {
      const where = `${caller.name} on ${table}`
      const read = await engine.asRole(
        caller.role,
        claims,
        `select user_id from public.${table}`,
        [],
      )
      if (caller.userId === null) {
        expect(read, `${where}: read`).toEqual({ errorCode: '42501' })
      } else {
        expect(read, `${where}: read`).toEqual({
          rows: Array.from({ length: caller.own[table] }, () => ({ user_id: caller.userId })),
        })
        const other = caller.userId === CUSTOMER.userId ? ADMIN.userId : CUSTOMER.userId
        const others = await engine.asRole(
          caller.role,
          claims,
          `select user_id from public.${table} where user_id = $1`,
          [other],
        )
        expect(others, `${where}: the other user's rows`).toEqual({ rows: [] })
      }
      for (const write of WRITES(table)) {
        const outcome = await engine.asRole(caller.role, claims, write.sql, [
          caller.userId ?? CUSTOMER.userId,
          'x',
        ])
        expect(outcome, `${where}: ${write.kind}`).toEqual({ errorCode: '42501' })
      }
    }
  }

  for (const table of TABLES) expect(await engine.countRows(table), table).toBe(before[table])
}

const addFactor = (engine: SqlEngine, userId: string, status: 'verified' | 'unverified') =>
  engine.asOwner(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret,
       created_at, updated_at)
     values (gen_random_uuid(), $1, '', 'totp', $2, 'JBSWY3DPEHPK3PXP', now(), now())`,
    [userId, status],
  )

/**
 * The restrictive policy: with a verified factor, user A's reads need an aal2 token (an aal1
 * one, or one without the claim, sees nothing); user B, whose factor is not verified yet, reads
 * with aal1 as before. Nobody sees a factor's secret, or another user's factors.
 */
export async function expectAal2ForVerifiedFactor(engine: SqlEngine): Promise<void> {
  await addFactor(engine, CUSTOMER.userId, 'verified')
  await addFactor(engine, ADMIN.userId, 'unverified')
  try {
    const reads = async (userId: string, email: string, aal: string | null) => {
      const counts: Record<string, number> = {}
      for (const table of TABLES) {
        const outcome = await engine.asRole(
          'authenticated',
          userClaims(userId, email, aal),
          `select user_id from public.${table}`,
          [],
        )
        counts[table] = 'rows' in outcome ? outcome.rows.length : -1
      }
      return counts
    }
    const none = { profiles: 0, appointments: 0, user_roles: 0 }
    expect(await reads(CUSTOMER.userId, CUSTOMER.email, 'aal1'), 'A at aal1').toEqual(none)
    expect(await reads(CUSTOMER.userId, CUSTOMER.email, null), 'A without aal').toEqual(none)
    expect(await reads(CUSTOMER.userId, CUSTOMER.email, 'aal2'), 'A at aal2').toEqual({
      profiles: 1,
      appointments: 6,
      user_roles: 0,
    })
    expect(await reads(ADMIN.userId, ADMIN.email, 'aal1'), 'B at aal1').toEqual({
      profiles: 1,
      appointments: 0,
      user_roles: 1,
    })

    const claimsA = userClaims(CUSTOMER.userId, CUSTOMER.email, 'aal2')
    expect(
      await engine.asRole('authenticated', claimsA, 'select secret from auth.mfa_factors', []),
    ).toEqual({ errorCode: '42501' })
    expect(
      await engine.asRole('authenticated', claimsA, 'select user_id from auth.mfa_factors', []),
    ).toEqual({ rows: [{ user_id: CUSTOMER.userId }] })
    expect(
      await engine.asRole('anon', { role: 'anon' }, 'select id from auth.mfa_factors', []),
    ).toEqual({ errorCode: '42501' })
  } finally {
    await engine.asOwner('delete from auth.mfa_factors where user_id in ($1, $2)', [
      CUSTOMER.userId,
      ADMIN.userId,
    ])
  }
}
