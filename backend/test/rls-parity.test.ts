import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { MFA_SQL_FILE, PLATFORM_SQL_FILE, SEED_FILE } from '../src/config.ts'
import { Database } from '../src/db/database.ts'
import { listMigrations, prepareDatabase } from '../src/db/prepare.ts'
import { postgresUnavailable, startPostgres, type PostgresServer } from './postgres-server.ts'
import {
  expectAal2ForVerifiedFactor,
  expectRlsMatrix,
  type Outcome,
  type SqlEngine,
} from './rls-matrix.ts'

// The same matrix on the embedded database and on a real PostgreSQL server, both prepared from
// backend/sql/platform.sql (the stand-ins for what a hosted project has), the migrations and the seed.

/** Thrown to end a PGlite transaction with a rollback while carrying its rows out. */
class Rollback extends Error {
  readonly rows: Array<Record<string, unknown>>

  constructor(rows: Array<Record<string, unknown>>) {
    super('rollback')
    this.rows = rows
  }
}

const sqlState = (error: unknown): string | null => {
  const code: unknown = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : null
}

describe('row level security on the embedded database (PGlite)', () => {
  let db: Database
  beforeAll(async () => {
    db = await Database.open(null)
    await prepareDatabase(db)
  })
  afterAll(() => db.close())

  it('holds for anon, user A and user B, reading and writing every table, and with a factor', async () => {
    const engine: SqlEngine = {
      async asRole(role, claims, sql, params): Promise<Outcome> {
        try {
          await db.asRole(role, claims, async (tx) => {
            throw new Rollback((await tx.query<Record<string, unknown>>(sql, params)).rows)
          })
        } catch (error) {
          if (error instanceof Rollback) return { rows: error.rows }
          const code = sqlState(error)
          if (code !== null) return { errorCode: code }
          throw error
        }
        throw new Error('unreachable: the transaction always rolls back')
      },
      async countRows(table) {
        const result = await db.transaction((tx) =>
          tx.query<{ count: number }>(`select count(*)::int as count from public.${table}`),
        )
        return result.rows[0]?.count ?? -1
      },
      async asOwner(sql, params) {
        await db.transaction((tx) => tx.query(sql, params))
      },
    }
    await expectRlsMatrix(engine)
    await expectAal2ForVerifiedFactor(engine)
  })
})

const unavailable = postgresUnavailable()
if (unavailable !== null) console.warn(`Skipping the real PostgreSQL parity test: ${unavailable}`)

describe.skipIf(unavailable !== null)('row level security on a real PostgreSQL server', () => {
  let server: PostgresServer
  let client: pg.Client
  beforeAll(async () => {
    server = await startPostgres()
    client = new pg.Client({ host: server.host, port: server.port, user: server.user })
    await client.connect()
    await client.query(await readFile(PLATFORM_SQL_FILE, 'utf8'))
    await client.query(await readFile(MFA_SQL_FILE, 'utf8'))
    for (const migration of await listMigrations()) {
      await client.query(await readFile(migration.file, 'utf8'))
    }
    await client.query(await readFile(SEED_FILE, 'utf8'))
  }, 60_000)
  afterAll(async () => {
    await client.end()
    await server.stop()
  })

  it('holds for anon, user A and user B, reading and writing every table, and with a factor', async () => {
    const engine: SqlEngine = {
      async asRole(role, claims, sql, params): Promise<Outcome> {
        await client.query('begin')
        try {
          await client.query(
            "select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)",
            [JSON.stringify(claims), role],
          )
          return { rows: (await client.query<Record<string, unknown>>(sql, params)).rows }
        } catch (error) {
          const code = sqlState(error)
          if (code !== null) return { errorCode: code }
          throw error
        } finally {
          await client.query('rollback')
        }
      },
      async countRows(table) {
        const result = await client.query<{ count: number }>(
          `select count(*)::int as count from public.${table}`,
        )
        return result.rows[0]?.count ?? -1
      },
      async asOwner(sql, params) {
        await client.query(sql, params)
      },
    }
    await expectRlsMatrix(engine)
    await expectAal2ForVerifiedFactor(engine)
  })
})
