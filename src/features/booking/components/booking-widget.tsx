import { getLocalTimeZone, today, type DateValue } from '@internationalized/date'
import { useEffect, useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { DatePicker } from '@/components/ui/date-picker'
import { warmDateFormatting } from '@/lib/format/warm-date-formatting'
import { useHydrated } from '@/lib/hooks/use-hydrated'
import { openMailClient } from '@/lib/mail/open-mail-client'
import { siteConfig } from '@/lib/site/site-config'
import { notify } from '@/lib/toast/toast'
import { bookingToasts, CLEAR_DELAY_MS, widgetCopy } from '../content'
import {
  bookingMail,
  formatBookingDate,
  isBookableDate,
  timeSlots,
  type MeetingType,
  type TimeSlot,
} from '../model/booking'
import { BookingSummary } from './booking-summary'
import { MeetingTypeChoice } from './meeting-type-choice'
import { SlotChoice } from './slot-choice'

// The calendar, rendered once the page has hydrated, is the page's first formatting of dates.
warmDateFormatting()

const widgetStyle = grid({ gap: '8' })
const columns = grid({
  gap: '8',
  gridTemplateColumns: { base: '1fr', md: 'auto 1fr' },
  alignItems: 'start',
})
const pendingStyle = css({ color: 'fg.muted' })
const sendStyle = css({ '&[aria-disabled=true]': { opacity: 0.6, cursor: 'not-allowed' } })

export function BookingWidget() {
  const hydrated = useHydrated()
  const [date, setDate] = useState<DateValue | null>(null)
  const [slot, setSlot] = useState<TimeSlot | null>(null)
  const [meetingType, setMeetingType] = useState<MeetingType>('phone')
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(clearTimer.current), [])

  const visitor = useMemo(
    () => (hydrated ? { today: today(getLocalTimeZone()), timeZone: getLocalTimeZone() } : null),
    [hydrated],
  )
  const complete = date !== null && slot !== null

  const send = () => {
    if (!date || !slot) {
      notify(bookingToasts.incomplete)
      return
    }
    try {
      openMailClient(bookingMail(siteConfig.email, { date, slot, meetingType }))
    } catch {
      notify({ ...bookingToasts.failed(siteConfig.email), variant: 'destructive' })
      return
    }
    notify({ ...bookingToasts.opened(formatBookingDate(date), slot.label), variant: 'success' })
    clearTimeout(clearTimer.current)
    clearTimer.current = setTimeout(() => {
      setDate(null)
      setSlot(null)
    }, CLEAR_DELAY_MS)
  }

  return (
    <div className={widgetStyle}>
      <div className={columns}>
        {visitor ? (
          <DatePicker
            label={widgetCopy.dateLabel}
            hint={widgetCopy.dateHint}
            value={date}
            onValueChange={(next) => {
              setDate(next)
              if (!next) setSlot(null)
            }}
            min={visitor.today}
            isDateUnavailable={(candidate) => !isBookableDate(candidate, visitor.today)}
            timeZone={visitor.timeZone}
          />
        ) : (
          <p className={pendingStyle}>{widgetCopy.calendarPending}</p>
        )}
        <div className={widgetStyle}>
          <SlotChoice
            date={date}
            slots={timeSlots}
            value={slot}
            onChange={setSlot}
            timeZone={visitor?.timeZone ?? null}
          />
          <MeetingTypeChoice value={meetingType} onChange={setMeetingType} />
        </div>
      </div>
      {date && slot ? <BookingSummary date={date} slot={slot} meetingType={meetingType} /> : null}
      <div>
        <button
          type="button"
          className={`${button({ size: 'lg' })} ${sendStyle}`}
          aria-disabled={!complete}
          onClick={send}
        >
          {widgetCopy.send}
        </button>
      </div>
    </div>
  )
}
