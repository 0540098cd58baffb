const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Amounts are stored in cents and shown in dollars with two decimals. */
export function formatCents(amount: number): string {
  return dollars.format(amount / 100)
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })

export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date)
}

export function formatDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date)
}

/** "Pending", "In progress" from "pending", "in_progress". */
export function statusLabel(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
