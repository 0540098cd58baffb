import type { Filter, OrderTerm, ParsedQuery, SelectItem } from './query-parser.ts'

/**
 * Builds parameterised SQL from parsed queries. Pure. Identifiers are quoted (and were
 * checked against the schema before); every value travels as a bind parameter.
 */

export interface SqlStatement {
  text: string
  params: unknown[]
}

/** Result rows of read and returning statements: the JSON array and its length. */
export interface JsonRows {
  body: string
  total: number
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

const TABLE_ALIAS = '_t'

function relation(table: string): string {
  return `public.${quoteIdentifier(table)}`
}

function column(name: string): string {
  return `${TABLE_ALIAS}.${quoteIdentifier(name)}`
}

class Params {
  readonly values: unknown[] = []

  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

const COMPARISON_SQL = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
}

function condition(filter: Filter, params: Params): string {
  const target = column(filter.column)
  let sql: string
  if (filter.operator === 'is') {
    sql = `${target} is ${filter.value}`
  } else if (filter.operator === 'in') {
    sql =
      filter.value.length === 0
        ? 'false'
        : `${target} in (${filter.value.map((value) => params.add(value)).join(', ')})`
  } else if (filter.operator === 'like' || filter.operator === 'ilike') {
    // PostgREST URLs write the % wildcard as *.
    sql = `${target} ${COMPARISON_SQL[filter.operator]} ${params.add(filter.value.replaceAll('*', '%'))}`
  } else {
    sql = `${target} ${COMPARISON_SQL[filter.operator]} ${params.add(filter.value)}`
  }
  return filter.negated ? `not (${sql})` : sql
}

function whereClause(filters: Filter[], params: Params): string {
  return filters.length === 0
    ? ''
    : ` where ${filters.map((filter) => condition(filter, params)).join(' and ')}`
}

function selectList(select: SelectItem[] | null): string {
  if (select === null) return `${TABLE_ALIAS}.*`
  return select
    .map((item) => `${column(item.column)} as ${quoteIdentifier(item.alias ?? item.column)}`)
    .join(', ')
}

function orderClause(order: OrderTerm[]): string {
  if (order.length === 0) return ''
  const terms = order.map(
    (term) =>
      `${column(term.column)} ${term.descending ? 'desc' : 'asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`,
  )
  return ` order by ${terms.join(', ')}`
}

/** Wraps a row source so the database returns one JSON array (no per-row decoding in JS). */
function asJsonRows(source: string): string {
  return `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as total from (${source}) as _r`
}

export function buildRead(table: string, query: ParsedQuery, maxRows: number): SqlStatement {
  const params = new Params()
  const where = whereClause(query.filters, params)
  const limit = Math.min(query.limit ?? maxRows, maxRows)
  const offset = query.offset ? ` offset ${query.offset}` : ''
  const source = `select ${selectList(query.select)} from ${relation(table)} as ${TABLE_ALIAS}${where}${orderClause(query.order)} limit ${limit}${offset}`
  return { text: asJsonRows(source), params: params.values }
}

export function buildCount(table: string, filters: Filter[]): SqlStatement {
  const params = new Params()
  const where = whereClause(filters, params)
  return {
    text: `select count(*)::int as total from ${relation(table)} as ${TABLE_ALIAS}${where}`,
    params: params.values,
  }
}

/** With `returning`, the statement yields JsonRows of the written rows; otherwise nothing. */
function withReturning(statement: string, returning: SelectItem[] | null | false): string {
  if (returning === false) return statement
  // A data-modifying CTE must be at the top level, so this cannot reuse asJsonRows.
  return `with _w as (${statement} returning ${selectList(returning)}) select coalesce(json_agg(_w), '[]')::text as body, count(*)::int as total from _w`
}

export function buildInsert(
  table: string,
  columns: string[],
  rows: unknown[],
  returning: SelectItem[] | null | false,
): SqlStatement {
  const params = new Params()
  const list = columns.map(quoteIdentifier).join(', ')
  const source = `json_populate_recordset(null::${relation(table)}, ${params.add(JSON.stringify(rows))}::json)`
  const statement =
    columns.length === 0
      ? `insert into ${relation(table)} as ${TABLE_ALIAS} select from ${source}`
      : `insert into ${relation(table)} as ${TABLE_ALIAS} (${list}) select ${list} from ${source}`
  return { text: withReturning(statement, returning), params: params.values }
}

export function buildUpdate(
  table: string,
  changes: Record<string, unknown>,
  filters: Filter[],
  returning: SelectItem[] | null | false,
): SqlStatement {
  const params = new Params()
  const source = `json_populate_record(null::${relation(table)}, ${params.add(JSON.stringify(changes))}::json)`
  const assignments = Object.keys(changes).map(
    (name) => `${quoteIdentifier(name)} = _src.${quoteIdentifier(name)}`,
  )
  const statement = `update ${relation(table)} as ${TABLE_ALIAS} set ${assignments.join(', ')} from ${source} as _src${whereClause(filters, params)}`
  return { text: withReturning(statement, returning), params: params.values }
}

export function buildDelete(
  table: string,
  filters: Filter[],
  returning: SelectItem[] | null | false,
): SqlStatement {
  const params = new Params()
  const statement = `delete from ${relation(table)} as ${TABLE_ALIAS}${whereClause(filters, params)}`
  return { text: withReturning(statement, returning), params: params.values }
}
