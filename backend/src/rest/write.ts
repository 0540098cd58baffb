import { ApiError } from '../http/api-error.ts'
import { parseJsonBody } from '../http/body.ts'
import { emptyResponse, type ApiRequest, type ApiResponse } from '../http/types.ts'
import type { Caller } from './caller.ts'
import { runAsCaller, type RestContext } from './context.ts'
import { firstRow, rowsResponse } from './json-rows.ts'
import type { ParsedQuery } from './query-parser.ts'
import { readPreferences, wantsSingleObject } from './request-shape.ts'
import {
  buildDelete,
  buildInsert,
  buildUpdate,
  type JsonRows,
  type SqlStatement,
} from './sql-builder.ts'

type JsonObject = Record<string, unknown>

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const invalidJson = (details: string) =>
  new ApiError(400, 'PGRST102', 'Empty or invalid json', { details })

async function readJson(request: ApiRequest): Promise<unknown> {
  try {
    const body = parseJsonBody(await request.body())
    if (body === undefined) throw invalidJson('the request body is empty')
    return body
  } catch (error) {
    if (error instanceof SyntaxError) throw invalidJson(error.message)
    throw error
  }
}

function assertPlainWrite(query: ParsedQuery): void {
  if (query.order.length > 0 || query.limit !== null || query.offset !== null) {
    throw new ApiError(
      400,
      'PGRST100',
      'order, limit and offset are not supported on writes by the local backend',
    )
  }
}

/** Runs a write; with return=representation answers the written rows, else just the status. */
async function execute(
  context: RestContext,
  caller: Caller,
  statement: SqlStatement,
  request: ApiRequest,
  status: { withRows: number; withoutRows: number },
): Promise<ApiResponse> {
  const { representation } = readPreferences(request.headers)
  const result = await runAsCaller(context, caller, (tx) =>
    tx.query<JsonRows>(statement.text, statement.params),
  )
  if (!representation) return emptyResponse(status.withoutRows)
  return rowsResponse(status.withRows, firstRow(result), wantsSingleObject(request.headers))
}

function returningFor(request: ApiRequest, query: ParsedQuery) {
  return readPreferences(request.headers).representation ? query.select : false
}

/** POST /rest/v1/<table>: one object or an array of objects. */
export async function insertRows(
  context: RestContext,
  caller: Caller,
  table: string,
  query: ParsedQuery,
  request: ApiRequest,
): Promise<ApiResponse> {
  assertPlainWrite(query)
  const body = await readJson(request)
  const rows = Array.isArray(body) ? body : [body]
  if (!rows.every(isObject)) throw invalidJson('expected an object or an array of objects')
  const columns = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))]
  context.schema.assertColumns(table, columns)
  const statement = buildInsert(table, columns, rows, returningFor(request, query))
  return execute(context, caller, statement, request, { withRows: 201, withoutRows: 201 })
}

/** PATCH /rest/v1/<table>?<filters>: one object of new values. */
export async function updateRows(
  context: RestContext,
  caller: Caller,
  table: string,
  query: ParsedQuery,
  request: ApiRequest,
): Promise<ApiResponse> {
  assertPlainWrite(query)
  const changes = await readJson(request)
  if (!isObject(changes)) throw invalidJson('expected an object')
  if (Object.keys(changes).length === 0) return emptyResponse(204)
  context.schema.assertColumns(table, Object.keys(changes))
  const statement = buildUpdate(table, changes, query.filters, returningFor(request, query))
  return execute(context, caller, statement, request, { withRows: 200, withoutRows: 204 })
}

/** DELETE /rest/v1/<table>?<filters>. */
export async function deleteRows(
  context: RestContext,
  caller: Caller,
  table: string,
  query: ParsedQuery,
  request: ApiRequest,
): Promise<ApiResponse> {
  assertPlainWrite(query)
  const statement = buildDelete(table, query.filters, returningFor(request, query))
  return execute(context, caller, statement, request, { withRows: 200, withoutRows: 204 })
}
