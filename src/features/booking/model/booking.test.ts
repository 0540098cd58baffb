import { CalendarDate } from '@internationalized/date'
import { describe, expect, it } from 'vitest'
import {
  bookingMail,
  formatBookingDate,
  isBookableDate,
  slotsInTimeZone,
  timeSlots,
  type TimeSlot,
} from './booking'

const wednesday = new CalendarDate(2026, 3, 4)
const slot = (label: string) => timeSlots.find((s) => s.label === label) as TimeSlot
const slotInTimeZone = (date: CalendarDate, label: string, timeZone: string) =>
  slotsInTimeZone(date, [slot(label)], timeZone)[0]

describe('bookable dates', () => {
  it.each([
    [new CalendarDate(2026, 3, 4), true, 'today, a Wednesday'],
    [new CalendarDate(2026, 3, 6), true, 'a Friday'],
    [new CalendarDate(2026, 3, 7), false, 'a Saturday'],
    [new CalendarDate(2026, 3, 8), false, 'a Sunday'],
    [new CalendarDate(2026, 3, 9), true, 'a Monday'],
    [new CalendarDate(2026, 3, 3), false, 'yesterday'],
    [new CalendarDate(2025, 12, 31), false, 'last year'],
  ])('%s → %s (%s)', (date, bookable) => {
    expect(isBookableDate(date, wednesday)).toBe(bookable)
  })
})

describe('time slots', () => {
  it('offers the five times of the spec and shows 11:00 AM and 4:00 PM unavailable', () => {
    expect(timeSlots.filter((s) => s.available).map((s) => s.label)).toEqual([
      '9:00 AM',
      '10:00 AM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
    ])
    expect(timeSlots.filter((s) => !s.available).map((s) => s.label)).toEqual([
      '11:00 AM',
      '4:00 PM',
    ])
  })

  it('gives the time in another zone only when it differs from Central time', () => {
    expect(slotInTimeZone(wednesday, '10:00 AM', 'America/New_York')).toBe('11:00 AM EST')
    expect(slotInTimeZone(wednesday, '1:00 PM', 'Europe/Berlin')).toMatch(/^8:00 PM/)
    expect(slotInTimeZone(wednesday, '10:00 AM', 'America/Chicago')).toBeNull()
    // Daylight saving starts on March 8, 2026 in the US: Central is then UTC-5.
    const summer = new CalendarDate(2026, 7, 1)
    expect(slotInTimeZone(summer, '9:00 AM', 'America/Los_Angeles')).toBe('7:00 AM PDT')
  })

  it("follows a visitor's zone that changes its clocks between two slots of the day", () => {
    // Sydney leaves daylight saving at 3:00 AM on April 5, 2026: 11:00 AM Central on April 4.
    const changeOver = new CalendarDate(2026, 4, 4)
    expect(slotsInTimeZone(changeOver, timeSlots, 'Australia/Sydney')).toEqual([
      '1:00 AM GMT+11',
      '2:00 AM GMT+11',
      null,
      '4:00 AM GMT+10',
      '5:00 AM GMT+10',
      '6:00 AM GMT+10',
      null,
    ])
  })
})

describe('booking mail', () => {
  it('puts date and time in the subject and the choice, then blank lines, in the body', () => {
    const mail = bookingMail('team@example.com', {
      date: wednesday,
      slot: slot('2:00 PM'),
      meetingType: 'video',
    })
    expect(formatBookingDate(wednesday)).toBe('Wednesday, March 4, 2026')
    expect(mail.subject).toBe('Free Consultation Request: Wednesday, March 4, 2026 at 2:00 PM CST')
    expect(mail.body).toContain(
      'Date: Wednesday, March 4, 2026\nTime: 2:00 PM CST\nType: Video Call\nDuration: 30 minutes\n\nName: \nEmail: \nPhone: \nCompany: \n',
    )
  })
})
