import { describe, expect, it } from 'vitest'
import { hasTooManyElements, MAX_ELEMENTS, startTagCount } from './markup-size'

describe('startTagCount', () => {
  it.each([
    ['<p>Hi</p>', 1],
    ['<!doctype html><html><body><img src=a><br></body></html>', 4],
    ['1 < 2 and a<b', 1],
    ['', 0],
  ])('%s opens at most %i elements', (markup, count) => {
    expect(startTagCount(markup)).toBe(count)
  })
})

describe('hasTooManyElements', () => {
  it(`takes ${MAX_ELEMENTS} elements and refuses one more`, () => {
    expect(hasTooManyElements('<i>'.repeat(MAX_ELEMENTS))).toBe(false)
    expect(hasTooManyElements('<i>'.repeat(MAX_ELEMENTS + 1))).toBe(true)
  })

  it('refuses 200,000 nested elements without parsing them', () => {
    expect(hasTooManyElements('<div>'.repeat(200_000))).toBe(true)
  })
})
