import type { Transaction } from '@electric-sql/pglite'
import type { SigningKey } from '../auth/signing-key.ts'
import type { Database } from '../db/database.ts'
import type { Caller } from './caller.ts'
import { fromDatabaseError } from './postgrest-errors.ts'
import type { SchemaCache } from './schema-cache.ts'

export interface RestContext {
  db: Database
  key: SigningKey
  schema: SchemaCache
}

/** Runs the statements as the caller, so grants and row level security apply to them. */
export async function runAsCaller<T>(
  context: RestContext,
  caller: Caller,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await context.db.asRole(caller.role, caller.claims, work)
  } catch (error) {
    throw fromDatabaseError(error, caller.role)
  }
}
