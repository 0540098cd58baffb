import {
  CalendarDateTime,
  fromAbsolute,
  getDayOfWeek,
  toZoned,
  type DateValue,
} from '@internationalized/date'
import type { MailMessage } from '@/lib/mail/mailto'

/** Consultation times are given in US Central time (shown as CST). */
export const CENTRAL_TIME_ZONE = 'America/Chicago'
export const CONSULTATION_MINUTES = 30

export interface TimeSlot {
  label: string
  hour: number
  available: boolean
}

/** Spec section 9: five bookable slots; 11:00 AM and 4:00 PM are always shown unavailable. */
export const timeSlots: readonly TimeSlot[] = [
  { label: '9:00 AM', hour: 9, available: true },
  { label: '10:00 AM', hour: 10, available: true },
  { label: '11:00 AM', hour: 11, available: false },
  { label: '1:00 PM', hour: 13, available: true },
  { label: '2:00 PM', hour: 14, available: true },
  { label: '3:00 PM', hour: 15, available: true },
  { label: '4:00 PM', hour: 16, available: false },
]

export type MeetingType = 'phone' | 'video'

export const meetingTypes: ReadonlyArray<{ value: MeetingType; label: string }> = [
  { value: 'phone', label: 'Phone Call' },
  { value: 'video', label: 'Video Call' },
]

/** Past dates, Saturdays and Sundays cannot be booked. */
export function isBookableDate(date: DateValue, today: DateValue): boolean {
  if (date.compare(today) < 0) return false
  const weekday = getDayOfWeek(date, 'en-US')
  return weekday !== 0 && weekday !== 6
}

/** e.g. "Wednesday, March 4, 2026". */
export function formatBookingDate(date: DateValue): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date.toDate('UTC'))
}

/** One formatter per zone: building one costs more than the formatting it does. */
const slotFormatters = new Map<string, Intl.DateTimeFormat>()
const slotFormatter = (timeZone: string) => {
  let formatter = slotFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    })
    slotFormatters.set(timeZone, formatter)
  }
  return formatter
}

/**
 * Each slot in the visitor's own time zone, e.g. "11:00 AM EST", or null when that zone shows
 * the same clock time as Central time at that moment (and for a slot that cannot be booked).
 * Central time changes its clocks at 2:00 AM, so one offset holds for every slot of a day and
 * the costly wall-time lookup runs once a date, not once a slot (a day's tap re-renders them).
 */
export function slotsInTimeZone(
  date: DateValue,
  slots: readonly TimeSlot[],
  timeZone: string,
): Array<string | null> {
  const centralOffset = toZoned(
    new CalendarDateTime(date.year, date.month, date.day, 12, 0),
    CENTRAL_TIME_ZONE,
  ).offset
  return slots.map((slot) => {
    if (!slot.available) return null
    const instant = Date.UTC(date.year, date.month - 1, date.day, slot.hour) - centralOffset
    // The visitor's zone may change its clocks within the day, so its offset is per slot.
    if (fromAbsolute(instant, timeZone).offset === centralOffset) return null
    return slotFormatter(timeZone).format(instant)
  })
}

export interface BookingSelection {
  date: DateValue
  slot: TimeSlot
  meetingType: MeetingType
}

/** The mail a booking hands to the mail client: the choice, then blank lines to fill in. */
export function bookingMail(
  to: string,
  { date, slot, meetingType }: BookingSelection,
): MailMessage {
  const dateText = formatBookingDate(date)
  const type = meetingTypes.find((option) => option.value === meetingType)?.label ?? meetingType
  return {
    to,
    subject: `Free Consultation Request: ${dateText} at ${slot.label} CST`,
    body: [
      'Hello,',
      '',
      'I would like to book a free consultation.',
      '',
      `Date: ${dateText}`,
      `Time: ${slot.label} CST`,
      `Type: ${type}`,
      `Duration: ${CONSULTATION_MINUTES} minutes`,
      '',
      'Name: ',
      'Email: ',
      'Phone: ',
      'Company: ',
      'What I would like to discuss: ',
      '',
      'Thank you!',
    ].join('\n'),
  }
}
