import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { randomStat } from './live-stat'

describe('randomStat', () => {
  it('covers both ends of the range', () => {
    expect(randomStat(8, 16, () => 0)).toBe(8)
    expect(randomStat(8, 16, () => 0.999_999)).toBe(16)
  })

  it('always returns a whole number within the range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.nat(100),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (min, span, r) => {
          const value = randomStat(min, min + span, () => r)
          return Number.isInteger(value) && value >= min && value <= min + span
        },
      ),
    )
  })
})
