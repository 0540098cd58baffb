import { describe, expect, it } from 'vitest'
import { formatLongDate } from './long-date'

const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

describe('formatLongDate', () => {
  it('writes the day in full', () => {
    expect(formatLongDate(2026, 11, 25)).toBe('November 25, 2026')
    expect(formatLongDate(2027, 1, 1)).toBe('January 1, 2027')
  })

  it('writes the first and last day of every month as Intl.DateTimeFormat does', () => {
    for (let month = 1; month <= 12; month++) {
      const last = new Date(Date.UTC(2028, month, 0)).getUTCDate()
      for (const day of [1, last]) {
        expect(formatLongDate(2028, month, day)).toBe(
          intl.format(new Date(Date.UTC(2028, month - 1, day))),
        )
      }
    }
  })

  it('refuses a month that does not exist', () => {
    expect(() => formatLongDate(2026, 13, 1)).toThrow(RangeError)
  })
})
