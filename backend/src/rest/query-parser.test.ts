import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/api-error.ts'
import { parseFilter, parseInList, parseOrder, parseQuery, parseSelect } from './query-parser.ts'

describe('parseQuery', () => {
  it('reads the three portal queries as supabase-js sends them', () => {
    expect(parseQuery(new URLSearchParams('select=role&user_id=eq.42&role=eq.admin'))).toEqual({
      select: [{ column: 'role', alias: null }],
      filters: [
        { column: 'user_id', negated: false, operator: 'eq', value: '42' },
        { column: 'role', negated: false, operator: 'eq', value: 'admin' },
      ],
      order: [],
      limit: null,
      offset: null,
      columns: null,
    })
    expect(
      parseQuery(new URLSearchParams('select=*&user_id=eq.42&order=created_at.desc')),
    ).toMatchObject({
      select: null,
      order: [{ column: 'created_at', descending: true, nulls: null }],
    })
  })

  it('reads limit, offset and the insert columns list', () => {
    expect(parseQuery(new URLSearchParams('limit=10&offset=20&columns="a","b"'))).toMatchObject({
      limit: 10,
      offset: 20,
      columns: ['a', 'b'],
    })
  })

  it.each([
    ['limit=-1'],
    ['limit=1.5'],
    ['offset=99999999999'],
    ['or=(a.eq.1,b.eq.2)'],
    ['on_conflict=id'],
    ['status=pending'],
    ['status=between.1'],
    ['a;b=eq.1'],
    ['select=a,*'],
  ])('refuses %s with a 400', (query) => {
    expect(() => parseQuery(new URLSearchParams(query))).toThrow(
      expect.objectContaining({ status: 400 }),
    )
  })

  it('never fails with anything but a 400 ApiError, whatever the parameters', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 5 }), (pairs) => {
        try {
          parseQuery(new URLSearchParams(pairs))
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError)
          expect((error as ApiError).status).toBe(400)
        }
      }),
    )
  })
})

describe('parseSelect', () => {
  it('supports *, columns and aliases', () => {
    expect(parseSelect('*')).toBeNull()
    expect(parseSelect('')).toBeNull()
    expect(parseSelect('id,when:created_at')).toEqual([
      { column: 'id', alias: null },
      { column: 'created_at', alias: 'when' },
    ])
  })

  it('refuses embedding and casts, which this backend does not implement', () => {
    expect(() => parseSelect('id,profiles(*)')).toThrow(ApiError)
    expect(() => parseSelect('amount::text')).toThrow(ApiError)
  })
})

describe('parseFilter', () => {
  it('keeps everything after the operator as the value, dots included', () => {
    expect(parseFilter('email', 'eq.a.b@example.com')).toMatchObject({
      operator: 'eq',
      value: 'a.b@example.com',
    })
  })

  it('supports negation, is and in', () => {
    expect(parseFilter('payment_status', 'not.is.null')).toEqual({
      column: 'payment_status',
      negated: true,
      operator: 'is',
      value: 'null',
    })
    expect(() => parseFilter('payment_status', 'is.maybe')).toThrow(ApiError)
    expect(parseFilter('status', 'in.(pending,confirmed)')).toMatchObject({
      operator: 'in',
      value: ['pending', 'confirmed'],
    })
  })
})

describe('parseInList', () => {
  it('honours double quotes and backslash escapes', () => {
    expect(parseInList('(a, "b,c" ,"d\\"e")')).toEqual(['a', 'b,c', 'd"e'])
    expect(parseInList('()')).toEqual([])
    expect(() => parseInList('(a')).toThrow(ApiError)
    expect(() => parseInList('("a)')).toThrow(ApiError)
  })

  it('round-trips any list of strings written the way postgrest-js quotes them', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 6 }), (values) => {
        const written = values
          .map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)
          .join(',')
        expect(parseInList(`(${written})`)).toEqual(values)
      }),
    )
  })
})

describe('parseOrder', () => {
  it('reads direction and nulls placement per column', () => {
    expect(parseOrder('created_at.desc.nullslast,id')).toEqual([
      { column: 'created_at', descending: true, nulls: 'last' },
      { column: 'id', descending: false, nulls: null },
    ])
    expect(() => parseOrder('id.asc.desc')).toThrow(ApiError)
    expect(() => parseOrder('id.random')).toThrow(ApiError)
  })
})
