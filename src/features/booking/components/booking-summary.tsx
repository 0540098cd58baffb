import type { DateValue } from '@internationalized/date'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { widgetCopy } from '../content'
import {
  CONSULTATION_MINUTES,
  formatBookingDate,
  meetingTypes,
  type MeetingType,
  type TimeSlot,
} from '../model/booking'

const summaryStyle = css({
  p: '5',
  borderRadius: 'lg',
  bg: 'bg.accentSubtle',
  borderWidth: '1px',
  borderColor: 'border.default',
})
const titleStyle = css({ textStyle: 'h3', mb: '3' })
const listStyle = grid({ gridTemplateColumns: 'auto 1fr', gap: '1 4' })
const termStyle = css({ fontWeight: '600' })
const terms = widgetCopy.summaryTerms

export interface BookingSummaryProps {
  date: DateValue
  slot: TimeSlot
  meetingType: MeetingType
}

export function BookingSummary({ date, slot, meetingType }: BookingSummaryProps) {
  const type = meetingTypes.find((option) => option.value === meetingType)?.label
  return (
    <section aria-labelledby="booking-summary-heading" className={summaryStyle}>
      <h3 id="booking-summary-heading" className={titleStyle}>
        {widgetCopy.summaryTitle}
      </h3>
      <dl className={listStyle}>
        <dt className={termStyle}>{terms.date}</dt>
        <dd>{formatBookingDate(date)}</dd>
        <dt className={termStyle}>{terms.time}</dt>
        <dd>{widgetCopy.centralTime(slot.label)}</dd>
        <dt className={termStyle}>{terms.type}</dt>
        <dd>{type}</dd>
        <dt className={termStyle}>{terms.duration}</dt>
        <dd>{widgetCopy.minutes(CONSULTATION_MINUTES)}</dd>
      </dl>
    </section>
  )
}
