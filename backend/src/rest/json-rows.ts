import { jsonResponse, type ApiResponse } from '../http/types.ts'
import { notSingleRow } from './request-shape.ts'
import type { JsonRows } from './sql-builder.ts'

/** Sends rows as an array, or as one object when `.single()` asked and there is exactly one. */
export function rowsResponse(
  status: number,
  rows: JsonRows,
  single: boolean,
  headers: Record<string, string> = {},
): ApiResponse {
  if (!single) {
    return {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
      body: rows.body,
    }
  }
  if (rows.total !== 1) throw notSingleRow(rows.total)
  const [row] = JSON.parse(rows.body) as unknown[]
  return jsonResponse(status, row, {
    ...headers,
    'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8',
  })
}

export function firstRow(result: { rows: JsonRows[] }): JsonRows {
  return result.rows[0] ?? { body: '[]', total: 0 }
}
