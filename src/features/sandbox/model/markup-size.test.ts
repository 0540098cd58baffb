import { describe, expect, it } from 'vitest'
import {
  hasTooManyElements,
  isTooLarge,
  markupBytes,
  MAX_ELEMENTS,
  MAX_ELEMENTS_LABEL,
  MAX_MARKUP_BYTES,
  opensMoreThan,
} from './markup-size'

describe('opensMoreThan', () => {
  it.each([
    ['<p>Hi</p>', 1],
    ['<!doctype html><html><body><img src=a><br></body></html>', 4],
    ['1 < 2 and a<b', 1],
    ['', 0],
  ])('%s opens at most %i elements', (markup, count) => {
    expect(opensMoreThan(markup, count)).toBe(false)
    if (count > 0) expect(opensMoreThan(markup, count - 1)).toBe(true)
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

  it('states the limit as English writes it', () => {
    expect(MAX_ELEMENTS_LABEL).toBe(MAX_ELEMENTS.toLocaleString('en-US'))
  })
})

describe('isTooLarge', () => {
  it('refuses more than 2 MB', () => {
    expect(MAX_MARKUP_BYTES).toBe(2 * 1024 * 1024)
    expect(isTooLarge(MAX_MARKUP_BYTES)).toBe(false)
    expect(isTooLarge(MAX_MARKUP_BYTES + 1)).toBe(true)
  })
})

describe('markupBytes', () => {
  it.each([
    ['', 0],
    ['<p>Hi</p>', 9],
    ['é', 2],
    ['€', 3],
    ['😀', 4],
    ['a\ud800b', 5],
    ['\udc00\ud800', 6],
  ])('%j weighs what TextEncoder makes of it', (text, bytes) => {
    expect(markupBytes(text)).toBe(bytes)
    expect(markupBytes(text)).toBe(new TextEncoder().encode(text).length)
  })
})
