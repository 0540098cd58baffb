import { ApiError } from '../http/api-error.ts'
import { bearerToken } from '../http/bearer.ts'
import type { ApiFamily, ApiRequest, ApiResponse } from '../http/types.ts'
import { resolveCaller, type Caller } from './caller.ts'
import type { RestContext } from './context.ts'
import { postgrestErrorResponse } from './postgrest-errors.ts'
import { parseQuery, type ParsedQuery } from './query-parser.ts'
import { readRows } from './read.ts'
import { assertPublicSchema } from './request-shape.ts'
import { deleteRows, insertRows, updateRows } from './write.ts'

type Operation = (
  context: RestContext,
  caller: Caller,
  table: string,
  query: ParsedQuery,
  request: ApiRequest,
) => Promise<ApiResponse>

const OPERATIONS = new Map<string, Operation>([
  ['GET', readRows],
  ['HEAD', readRows],
  ['POST', insertRows],
  ['PATCH', updateRows],
  ['DELETE', deleteRows],
])

function tableName(path: string): string {
  if (path.startsWith('/rpc/')) {
    throw new ApiError(
      404,
      'PGRST202',
      `Could not find the function public.${path.slice(5)} in the schema cache`,
    )
  }
  let name: string
  try {
    name = decodeURIComponent(path.slice(1))
  } catch {
    name = ''
  }
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL')
  }
  return name
}

/** The columns a query names, so unknown ones are refused before any SQL is built. */
function namedColumns(query: ParsedQuery): string[] {
  return [
    ...(query.select ?? []).map((item) => item.column),
    ...query.filters.map((filter) => filter.column),
    ...query.order.map((term) => term.column),
  ]
}

export function createRestApi(context: RestContext): ApiFamily {
  return {
    async handle(request) {
      const table = tableName(request.path)
      const operation = OPERATIONS.get(request.method)
      if (!operation)
        throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)
      const caller = await resolveCaller(bearerToken(request.headers), request.keyRole, context.key)
      assertPublicSchema(request.headers)
      const query = parseQuery(request.query)
      context.schema.assertColumns(table, namedColumns(query))
      return operation(context, caller, table, query, request)
    },
    errorResponse: (error) => postgrestErrorResponse(error),
  }
}
