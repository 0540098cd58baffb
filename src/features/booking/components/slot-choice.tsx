import type { DateValue } from '@internationalized/date'
import { useDeferredValue, useMemo } from 'react'
import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { widgetCopy } from '../content'
import { slotsInTimeZone, type TimeSlot } from '../model/booking'

const legendStyle = css({ fontWeight: '600', mb: '2' })
const gridStyle = grid({ gap: '2', columns: { base: 1, sm: 2 } })
const slotStyle = flex({
  align: 'center',
  gap: '3',
  minH: '11',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'bg.accentSubtle' },
  '&:has(input:checked)': {
    borderColor: 'accent.solid',
    bg: 'bg.accentSubtle',
    borderWidth: '2px',
  },
  '&:has(input:disabled)': {
    cursor: 'not-allowed',
    bg: 'bg.muted',
    color: 'fg.muted',
    borderStyle: 'dashed',
  },
})
const radioStyle = css({ w: '5', h: '5', accentColor: 'accent.solid', flexShrink: 0 })
const localStyle = css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })
const hintStyle = css({ color: 'fg.muted' })

export interface SlotChoiceProps {
  date: DateValue | null
  slots: readonly TimeSlot[]
  value: TimeSlot | null
  onChange: (slot: TimeSlot) => void
  /** The visitor's zone, known only in the browser. */
  timeZone: string | null
}

export function SlotChoice({
  date: chosenDate,
  slots,
  value,
  onChange,
  timeZone,
}: SlotChoiceProps) {
  // The day's times follow the chosen day in a render of their own: the tap paints the day
  // chosen at once, and the list (seven choices mounted, each time converted to the visitor's
  // zone) paints in the frame after (docs/decisions/0022).
  const date = useDeferredValue(chosenDate)
  // Choosing a time or a meeting type re-renders the list; the zone's times stay as they were.
  const localTimes = useMemo(
    () => (date && timeZone ? slotsInTimeZone(date, slots, timeZone) : []),
    [date, slots, timeZone],
  )
  return (
    <fieldset>
      <legend className={legendStyle}>{widgetCopy.timeLegend}</legend>
      {date ? (
        <div className={gridStyle}>
          {slots.map((slot, index) => {
            const local = localTimes[index]
            return (
              <label key={slot.label} className={slotStyle}>
                <input
                  type="radio"
                  name="time-slot"
                  className={radioStyle}
                  value={slot.label}
                  disabled={!slot.available}
                  checked={value?.label === slot.label}
                  onChange={() => onChange(slot)}
                />
                <span>
                  {widgetCopy.centralTime(slot.label)}
                  {slot.available ? null : <span> ({widgetCopy.unavailable})</span>}
                  {local ? <span className={localStyle}>{widgetCopy.yourTime(local)}</span> : null}
                </span>
              </label>
            )
          })}
        </div>
      ) : (
        <p className={hintStyle}>{widgetCopy.selectDateFirst}</p>
      )}
    </fieldset>
  )
}
