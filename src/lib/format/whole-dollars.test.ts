import { describe, expect, it } from 'vitest'
import { formatWholeDollars } from './whole-dollars'

const intl = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

describe('formatWholeDollars', () => {
  it('writes whole dollars with thousands separators', () => {
    expect(formatWholeDollars(4750)).toBe('$4,750')
    expect(formatWholeDollars(0)).toBe('$0')
    expect(formatWholeDollars(1_234_567)).toBe('$1,234,567')
  })

  it.each([
    0, 5, 99, 999, 1000, 1500, 12_000, 100_000, 999_999, 1_000_000, 4750.5, 2.49, -300, -1200.5,
  ])('writes %d as Intl.NumberFormat does', (amount) => {
    expect(formatWholeDollars(amount)).toBe(intl.format(amount))
  })
})
