/**
 * Whole US dollars with thousands separators, "$4,750", exactly as
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })`
 * writes them. Written out because the first `NumberFormat` a page builds costs 40-90 ms on a
 * phone's CPU, one long task in the page's start (docs/decisions/0019).
 */
export function formatWholeDollars(amount: number): string {
  // Half away from zero, as Intl rounds.
  const whole = Math.round(Math.abs(amount))
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',')
  return `${amount < 0 ? '-' : ''}$${grouped}`
}
