import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'

/** The roles PostgREST would switch to; each request runs as exactly one of them. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role'

/**
 * The single PGlite connection. Every unit of work is queued and runs alone, in order, so
 * concurrent HTTP requests can never interleave statements or share a transaction.
 */
export class Database {
  readonly #pg: PGlite
  #tail: Promise<unknown> = Promise.resolve()

  private constructor(pg: PGlite) {
    this.#pg = pg
  }

  /** `dataDir` null keeps the database in memory. */
  static async open(dataDir: string | null): Promise<Database> {
    const options = { extensions: { pgcrypto } }
    const pg =
      dataDir === null ? await PGlite.create(options) : await PGlite.create(dataDir, options)
    return new Database(pg)
  }

  #enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(work)
    this.#tail = run.catch(() => undefined)
    return run
  }

  /** A transaction with full privileges, for the backend's own work (auth tables, setup). */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#enqueue(() => this.#pg.transaction(work))
  }

  /**
   * A transaction as an API role with the caller's JWT claims visible to auth.uid() and
   * auth.jwt(), so grants and row level security decide what the statement may touch.
   */
  asRole<T>(
    role: ApiRole,
    claims: Record<string, unknown>,
    work: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    return this.transaction(async (tx) => {
      await tx.query(
        "select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)",
        [JSON.stringify(claims), role],
      )
      return work(tx)
    })
  }

  /** Waits for queued work, then closes the connection (flushing a data directory). */
  close(): Promise<void> {
    return this.#enqueue(() => this.#pg.close())
  }
}
