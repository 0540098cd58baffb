import { describe, expect, it } from 'vitest'
import { tabForKey } from './tab-keys'

describe('tabForKey', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 3, 0],
    ['ArrowLeft', 2, 1],
    ['ArrowLeft', 0, 3],
    ['Home', 2, 0],
    ['End', 1, 3],
  ])('%s from tab %i of four goes to tab %i', (key, current, expected) => {
    expect(tabForKey(key, current, 4)).toBe(expected)
  })

  it('leaves every other key to the page', () => {
    expect(tabForKey('ArrowDown', 1, 4)).toBeUndefined()
    expect(tabForKey('Enter', 1, 4)).toBeUndefined()
    expect(tabForKey('a', 1, 4)).toBeUndefined()
  })

  it('moves nowhere in an empty list', () => {
    expect(tabForKey('End', 0, 0)).toBeUndefined()
  })
})
