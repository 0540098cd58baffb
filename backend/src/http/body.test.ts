import { describe, expect, it } from 'vitest'
import { parseJsonBody } from './body.ts'

const parse = (text: string) => parseJsonBody(Buffer.from(text))

describe('parseJsonBody', () => {
  it('treats an empty body as absent and parses the rest', () => {
    expect(parse('  ')).toBeUndefined()
    expect(parse('{"a":[1,{"b":null}]}')).toEqual({ a: [1, { b: null }] })
  })

  it('refuses nesting past 100 levels with a SyntaxError', () => {
    expect(parse(`${'['.repeat(100)}${']'.repeat(100)}`)).toBeInstanceOf(Array)
    expect(() => parse(`${'['.repeat(101)}${']'.repeat(101)}`)).toThrow(SyntaxError)
  })

  it('refuses lone surrogates in values and keys, and keeps paired ones', () => {
    expect(() => parse('{"first_name":"\\ud800"}')).toThrow(SyntaxError)
    expect(() => parse('{"a":["x\\udc00y"]}')).toThrow(SyntaxError)
    expect(() => parse('{"\\udfff":1}')).toThrow(SyntaxError)
    expect(parse('{"name":"\\ud83d\\ude00"}')).toEqual({ name: '😀' })
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: `"${'['.repeat(500)}\\"{` })
    expect(parse(text)).toEqual({ note: `"${'['.repeat(500)}\\"{` })
  })
})
