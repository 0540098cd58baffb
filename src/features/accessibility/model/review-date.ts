import { formatLongDate } from '@/lib/format/long-date'

/** A review day (YYYY-MM-DD) as the statement writes it: "November 25, 2026". */
export function reviewDateText(isoDay: string): string {
  // Read as written, so the day is the same wherever the page is rendered.
  const [year = NaN, month = NaN, day = NaN] = isoDay.split('-').map(Number)
  return formatLongDate(year, month, day)
}
