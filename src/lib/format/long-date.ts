const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * A calendar day (month 1-12) in full US English, "November 25, 2026", exactly as
 * `Intl.DateTimeFormat('en-US', { dateStyle: 'long' })` writes it. Written out because the first
 * Intl formatter a page builds costs 55-90 ms on a phone's CPU (docs/decisions/0019).
 */
export function formatLongDate(year: number, month: number, day: number): string {
  const name = MONTHS[month - 1]
  if (name === undefined) throw new RangeError(`No month ${month}`)
  return `${name} ${day}, ${year}`
}
