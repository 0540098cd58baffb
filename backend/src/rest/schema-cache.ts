import type { Database } from '../db/database.ts'
import { ApiError } from '../http/api-error.ts'

/** Tables and views of the exposed schema with their columns, read once at start-up. */
export class SchemaCache {
  readonly #tables: Map<string, ReadonlySet<string>>

  constructor(tables: Map<string, ReadonlySet<string>>) {
    this.#tables = tables
  }

  columnsOf(table: string): ReadonlySet<string> {
    const columns = this.#tables.get(table)
    if (!columns) {
      throw new ApiError(
        404,
        'PGRST205',
        `Could not find the table 'public.${table}' in the schema cache`,
      )
    }
    return columns
  }

  assertColumns(table: string, names: Iterable<string>): void {
    const columns = this.columnsOf(table)
    for (const name of names) {
      if (!columns.has(name))
        throw new ApiError(400, '42703', `column ${table}.${name} does not exist`)
    }
  }
}

export async function loadSchemaCache(db: Database): Promise<SchemaCache> {
  const result = await db.transaction((tx) =>
    tx.query<{ table_name: string; column_name: string }>(
      `select c.relname as table_name, a.attname as column_name
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
         and a.attnum > 0 and not a.attisdropped`,
    ),
  )
  const tables = new Map<string, Set<string>>()
  for (const row of result.rows) {
    const columns = tables.get(row.table_name) ?? new Set<string>()
    columns.add(row.column_name)
    tables.set(row.table_name, columns)
  }
  return new SchemaCache(tables)
}
