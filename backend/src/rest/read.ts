import { MAX_ROWS } from '../config.ts'
import type { ApiRequest, ApiResponse } from '../http/types.ts'
import type { Caller } from './caller.ts'
import { runAsCaller, type RestContext } from './context.ts'
import { firstRow, rowsResponse } from './json-rows.ts'
import type { ParsedQuery } from './query-parser.ts'
import { contentRange, readPreferences, wantsSingleObject } from './request-shape.ts'
import { buildCount, buildRead, type JsonRows } from './sql-builder.ts'

/** GET (and HEAD) /rest/v1/<table>. */
export async function readRows(
  context: RestContext,
  caller: Caller,
  table: string,
  query: ParsedQuery,
  request: ApiRequest,
): Promise<ApiResponse> {
  const { exactCount } = readPreferences(request.headers)
  const read = buildRead(table, query, MAX_ROWS)
  const count = buildCount(table, query.filters)
  const { rows, total } = await runAsCaller(context, caller, async (tx) => {
    const found = firstRow(await tx.query<JsonRows>(read.text, read.params))
    if (!exactCount) return { rows: found, total: null }
    const counted = await tx.query<{ total: number }>(count.text, count.params)
    return { rows: found, total: counted.rows[0]?.total ?? 0 }
  })
  const response = rowsResponse(200, rows, wantsSingleObject(request.headers), {
    'Content-Range': contentRange(query.offset ?? 0, rows.total, total),
  })
  return request.method === 'HEAD' ? { ...response, body: null } : response
}
