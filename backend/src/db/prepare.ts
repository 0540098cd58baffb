import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Transaction } from '@electric-sql/pglite'
import {
  EMAIL_LINKS_SQL_FILE,
  MFA_SQL_FILE,
  MIGRATIONS_DIR,
  PLATFORM_SQL_FILE,
  SEED_FILE,
} from '../config.ts'
import type { Database } from './database.ts'

export interface Migration {
  version: string
  name: string
  file: string
}

/** Supabase CLI naming: <version>_<name>.sql, applied in version order. */
export async function listMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort()
  return files.map((file) => {
    const separator = file.indexOf('_')
    return {
      version: file.slice(0, separator),
      name: file.slice(separator + 1, -'.sql'.length),
      file: path.join(MIGRATIONS_DIR, file),
    }
  })
}

async function applyMigration(tx: Transaction, migration: Migration): Promise<void> {
  await tx.exec(await readFile(migration.file, 'utf8'))
  await tx.query(
    'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
    [migration.version, migration.name],
  )
}

/**
 * Brings the database to the current schema. A new database gets the platform stand-ins,
 * every migration and the seed in one transaction, so a crash half-way leaves nothing behind;
 * an existing one gets only the migrations it has not applied yet. Returns whether it seeded.
 */
export async function prepareDatabase(db: Database): Promise<{ seeded: boolean }> {
  const migrations = await listMigrations()
  return db.transaction(async (tx) => {
    const existing = await tx.query<{ ready: boolean }>(
      "select to_regclass('supabase_migrations.schema_migrations') is not null as ready",
    )
    const isNew = existing.rows[0]?.ready !== true
    if (isNew) {
      await tx.exec(await readFile(PLATFORM_SQL_FILE, 'utf8'))
    }
    await tx.exec(await readFile(EMAIL_LINKS_SQL_FILE, 'utf8'))
    await tx.exec(await readFile(MFA_SQL_FILE, 'utf8'))
    const applied = await tx.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    )
    const done = new Set(applied.rows.map((row) => row.version))
    for (const migration of migrations) {
      if (!done.has(migration.version)) await applyMigration(tx, migration)
    }
    if (isNew) {
      await tx.exec(await readFile(SEED_FILE, 'utf8'))
    }
    return { seeded: isNew }
  })
}
