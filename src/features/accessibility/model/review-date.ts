// UTC: the day written in the statement is the same wherever the page is rendered.
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** A review day (YYYY-MM-DD) as the statement writes it: "November 25, 2026". */
export function reviewDateText(isoDay: string): string {
  return longDate.format(new Date(`${isoDay}T00:00:00Z`))
}
