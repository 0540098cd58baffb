import { describe, expect, it } from 'vitest'
import { itemForKey } from './list-keys'

describe('itemForKey', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 3, 0],
    ['ArrowLeft', 2, 1],
    ['ArrowLeft', 0, 3],
    ['Home', 2, 0],
    ['End', 1, 3],
  ])('in a horizontal list, %s from item %i of four goes to item %i', (key, current, expected) => {
    expect(itemForKey(key, current, 4, 'horizontal')).toBe(expected)
  })

  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 3, 0],
    ['ArrowUp', 2, 1],
    ['ArrowUp', 0, 3],
    ['Home', 2, 0],
    ['End', 1, 3],
  ])('in a vertical list, %s from item %i of four goes to item %i', (key, current, expected) => {
    expect(itemForKey(key, current, 4, 'vertical')).toBe(expected)
  })

  it("leaves the other direction's arrows and every other key to the page", () => {
    expect(itemForKey('ArrowDown', 1, 4, 'horizontal')).toBeUndefined()
    expect(itemForKey('ArrowRight', 1, 4, 'vertical')).toBeUndefined()
    expect(itemForKey('Enter', 1, 4, 'vertical')).toBeUndefined()
    expect(itemForKey('a', 1, 4, 'horizontal')).toBeUndefined()
  })

  it('moves nowhere in an empty list', () => {
    expect(itemForKey('End', 0, 0, 'vertical')).toBeUndefined()
  })
})
