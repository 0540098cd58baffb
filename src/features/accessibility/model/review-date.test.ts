import { describe, expect, it } from 'vitest'
import { reviewDateText } from './review-date'

describe('reviewDateText', () => {
  it.each([
    ['2026-11-25', 'November 25, 2026'],
    ['2027-01-01', 'January 1, 2027'],
  ])('writes %s as %s, whatever the time zone', (iso, text) => {
    expect(reviewDateText(iso)).toBe(text)
  })
})
