import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ParsedQuery } from './query-parser.ts'
import { buildDelete, buildInsert, buildRead, buildUpdate, quoteIdentifier } from './sql-builder.ts'

const base: ParsedQuery = {
  select: null,
  filters: [],
  order: [],
  limit: null,
  offset: null,
  columns: null,
}

describe('quoteIdentifier', () => {
  it('doubles embedded quotes', () => {
    expect(quoteIdentifier('a"b')).toBe('"a""b"')
  })
})

describe('buildRead', () => {
  it('builds the appointments query with bound values and the row cap', () => {
    const statement = buildRead(
      'appointments',
      {
        ...base,
        filters: [{ column: 'user_id', negated: false, operator: 'eq', value: 'u1' }],
        order: [{ column: 'created_at', descending: true, nulls: 'last' }],
      },
      1000,
    )
    expect(statement.text).toContain('from public."appointments" as _t where _t."user_id" = $1')
    expect(statement.text).toContain('order by _t."created_at" desc nulls last limit 1000')
    expect(statement.params).toEqual(['u1'])
  })

  it('caps a larger limit at the maximum and keeps the offset', () => {
    const statement = buildRead('t', { ...base, limit: 5000, offset: 10 }, 1000)
    expect(statement.text).toContain('limit 1000 offset 10')
  })

  it('turns in, is, like and negation into SQL without inlining values', () => {
    const statement = buildRead(
      't',
      {
        ...base,
        filters: [
          { column: 'a', negated: false, operator: 'in', value: ['x', 'y'] },
          { column: 'b', negated: true, operator: 'is', value: 'null' },
          { column: 'c', negated: false, operator: 'ilike', value: '*ab*' },
          { column: 'd', negated: false, operator: 'in', value: [] },
        ],
      },
      10,
    )
    expect(statement.text).toContain(
      '_t."a" in ($1, $2) and not (_t."b" is null) and _t."c" ilike $3 and false',
    )
    expect(statement.params).toEqual(['x', 'y', '%ab%'])
  })

  it('never puts a filter value into the SQL text', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.constantFrom('eq', 'neq', 'gt', 'like'),
        (value, operator) => {
          const marked = `VALUE${value}`
          const statement = buildRead(
            't',
            {
              ...base,
              filters: [{ column: 'c', negated: false, operator: operator as 'eq', value: marked }],
            },
            10,
          )
          expect(statement.text).not.toContain(marked)
          expect(statement.params).toHaveLength(1)
        },
      ),
    )
  })
})

describe('writes', () => {
  it('insert passes the rows as one JSON parameter and names only known columns', () => {
    const statement = buildInsert('t', ['a', 'b'], [{ a: 1, b: 'x' }], false)
    expect(statement.text).toBe(
      'insert into public."t" as _t ("a", "b") select "a", "b" from json_populate_recordset(null::public."t", $1::json)',
    )
    expect(statement.params).toEqual(['[{"a":1,"b":"x"}]'])
  })

  it('returning wraps the write so the rows come back as JSON', () => {
    expect(buildInsert('t', ['a'], [{ a: 1 }], null).text).toMatch(
      /^with _w as \(insert .* returning _t\.\*\) select coalesce/,
    )
  })

  it('update and delete keep the filters', () => {
    const filters = [{ column: 'id', negated: false, operator: 'eq' as const, value: '7' }]
    const update = buildUpdate('t', { a: 2 }, filters, false)
    expect(update.text).toBe(
      'update public."t" as _t set "a" = _src."a" from json_populate_record(null::public."t", $1::json) as _src where _t."id" = $2',
    )
    expect(update.params).toEqual(['{"a":2}', '7'])
    expect(buildDelete('t', filters, false)).toEqual({
      text: 'delete from public."t" as _t where _t."id" = $1',
      params: ['7'],
    })
  })
})
