import { ApiError } from '../http/api-error.ts'

/**
 * Parses the PostgREST URL grammar this app needs into plain data. Pure: the SQL is built
 * elsewhere from the result, after every column name has been checked against the schema.
 */

export type ComparisonOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike'
export type IsValue = 'null' | 'true' | 'false' | 'unknown'

export type Filter =
  | { column: string; negated: boolean; operator: ComparisonOperator; value: string }
  | { column: string; negated: boolean; operator: 'is'; value: IsValue }
  | { column: string; negated: boolean; operator: 'in'; value: string[] }

export interface SelectItem {
  column: string
  alias: string | null
}

export interface OrderTerm {
  column: string
  descending: boolean
  nulls: 'first' | 'last' | null
}

export interface ParsedQuery {
  /** null means "*". */
  select: SelectItem[] | null
  filters: Filter[]
  order: OrderTerm[]
  limit: number | null
  offset: number | null
  /** The `columns` parameter of an insert. */
  columns: string[] | null
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/
const COMPARISONS: ReadonlySet<string> = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
])
const IS_VALUES: ReadonlySet<string> = new Set(['null', 'true', 'false', 'unknown'])
const UNSUPPORTED_PARAMETERS: ReadonlySet<string> = new Set([
  'or',
  'and',
  'not.or',
  'not.and',
  'on_conflict',
])
const MAX_INTEGER = 2 ** 31 - 1

function parseError(message: string, details: string | null = null): ApiError {
  return new ApiError(400, 'PGRST100', message, { details })
}

/** A plain or double-quoted column name; only plain identifiers can name our columns. */
export function parseIdentifier(raw: string, context: string): string {
  const name = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw
  if (!IDENTIFIER.test(name))
    throw parseError(`"failed to parse ${context} (${raw})"`, `"${raw}" is not a column name`)
  return name
}

export function parseSelect(raw: string): SelectItem[] | null {
  const items = raw.split(',').map((item) => item.trim())
  if (raw.trim() === '' || items.includes('*')) {
    if (items.length > 1)
      throw parseError(`"failed to parse select parameter (${raw})"`, 'mixing * with columns')
    return null
  }
  return items.map((item) => {
    if (/[()]/.test(item)) {
      throw parseError(
        `"failed to parse select parameter (${raw})"`,
        'embedded resources are not supported by the local backend',
      )
    }
    if (item.includes('::')) {
      throw parseError(
        `"failed to parse select parameter (${raw})"`,
        'casts are not supported by the local backend',
      )
    }
    const separator = item.indexOf(':')
    if (separator === -1) return { column: parseIdentifier(item, 'select parameter'), alias: null }
    return {
      alias: parseIdentifier(item.slice(0, separator), 'select parameter'),
      column: parseIdentifier(item.slice(separator + 1), 'select parameter'),
    }
  })
}

/**
 * `(a, "b,c", d)`: double quotes protect commas and spaces, and inside them a backslash
 * escapes the next character. Unquoted values are trimmed.
 */
export function parseInList(raw: string): string[] {
  const fail = (details: string) => parseError(`"failed to parse filter (in.${raw})"`, details)
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw fail('expected a list in parentheses')
  const body = raw.slice(1, -1)
  if (body.trim() === '') return []
  const values: string[] = []
  let current = ''
  let quoted = false
  let wasQuoted = false
  for (let index = 0; index < body.length; index += 1) {
    const char = body.charAt(index)
    if (quoted) {
      if (char === '\\' && index + 1 < body.length) {
        index += 1
        current += body.charAt(index)
      } else if (char === '"') {
        quoted = false
      } else {
        current += char
      }
    } else if (char === ',') {
      values.push(wasQuoted ? current : current.trim())
      current = ''
      wasQuoted = false
    } else if (char === '"') {
      if (wasQuoted || current.trim() !== '') throw fail('a double quote inside a value')
      quoted = true
      wasQuoted = true
      current = ''
    } else if (wasQuoted) {
      if (char.trim() !== '') throw fail('text after a closing double quote')
    } else {
      current += char
    }
  }
  if (quoted) throw fail('unterminated double quote')
  values.push(wasQuoted ? current : current.trim())
  return values
}

/** `col=op.value` or `col=not.op.value`. */
export function parseFilter(column: string, raw: string): Filter {
  const name = parseIdentifier(column, 'filter')
  const negated = raw.startsWith('not.')
  const expression = negated ? raw.slice('not.'.length) : raw
  const dot = expression.indexOf('.')
  const operator = dot === -1 ? expression : expression.slice(0, dot)
  const value = dot === -1 ? '' : expression.slice(dot + 1)
  if (dot === -1)
    throw parseError(`"failed to parse filter (${raw})"`, 'expected operator.value, e.g. eq.1')
  if (COMPARISONS.has(operator)) {
    return { column: name, negated, operator: operator as ComparisonOperator, value }
  }
  if (operator === 'is') {
    if (!IS_VALUES.has(value))
      throw parseError(`"failed to parse filter (${raw})"`, 'is takes null, true, false or unknown')
    return { column: name, negated, operator, value: value as IsValue }
  }
  if (operator === 'in') return { column: name, negated, operator, value: parseInList(value) }
  throw parseError(`"failed to parse filter (${raw})"`, `unknown operator "${operator}"`)
}

export function parseOrder(raw: string): OrderTerm[] {
  return raw.split(',').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.')
    const parsed: OrderTerm = {
      column: parseIdentifier(column, 'order'),
      descending: false,
      nulls: null,
    }
    const seen = new Set<string>()
    for (const modifier of modifiers) {
      const kind = modifier === 'asc' || modifier === 'desc' ? 'direction' : 'nulls'
      if (seen.has(kind))
        throw parseError(`"failed to parse order (${raw})"`, `repeated ${kind} in "${term}"`)
      seen.add(kind)
      if (modifier === 'desc') parsed.descending = true
      else if (modifier === 'nullsfirst') parsed.nulls = 'first'
      else if (modifier === 'nullslast') parsed.nulls = 'last'
      else if (modifier !== 'asc')
        throw parseError(`"failed to parse order (${raw})"`, `unknown modifier "${modifier}"`)
    }
    return parsed
  })
}

function parseCount(name: string, raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > MAX_INTEGER) {
    throw parseError(
      `"failed to parse ${name} parameter (${raw})"`,
      'expected a non-negative integer',
    )
  }
  return Number(raw)
}

/** Every query parameter must be understood: an unknown one is a filter on an unknown column. */
export function parseQuery(params: URLSearchParams): ParsedQuery {
  const query: ParsedQuery = {
    select: null,
    filters: [],
    order: [],
    limit: null,
    offset: null,
    columns: null,
  }
  for (const [key, value] of params) {
    if (UNSUPPORTED_PARAMETERS.has(key)) {
      throw parseError(
        `"${key}" is not supported by the local backend`,
        'use simple column filters',
      )
    } else if (key === 'select') query.select = parseSelect(value)
    else if (key === 'order') query.order = parseOrder(value)
    else if (key === 'limit') query.limit = parseCount('limit', value)
    else if (key === 'offset') query.offset = parseCount('offset', value)
    else if (key === 'columns')
      query.columns = value
        .split(',')
        .map((column) => parseIdentifier(column.trim(), 'columns parameter'))
    else query.filters.push(parseFilter(key, value))
  }
  return query
}
