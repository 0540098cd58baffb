import { DatePicker as ArkDatePicker } from '@ark-ui/react/date-picker'
import type { DateValue } from '@internationalized/date'
import { css } from 'styled-system/css'

const rootStyle = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const labelStyle = css({ fontWeight: '600' })
const hintStyle = css({ fontSize: 'sm', color: 'fg.muted' })
const calendarStyle = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: '3',
  w: 'fit-content',
  maxW: 'full',
})
const headerStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  mb: '2',
})
const rangeStyle = css({ fontWeight: '700' })
const navStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
})
const headCellStyle = css({ fontSize: 'sm', fontWeight: '600', color: 'fg.muted', p: '1' })
const dayStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  borderRadius: 'md',
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  _hover: { bg: 'bg.accentSubtle' },
  '&[data-today]': { fontWeight: '800', textDecoration: 'underline' },
  '&[data-selected]': { bg: 'accent.solid', color: 'accent.contrast' },
  '&[data-unavailable], &[data-disabled]': {
    color: 'fg.muted',
    textDecoration: 'line-through',
    cursor: 'not-allowed',
    bg: 'transparent',
  },
  '&[data-outside-range]': { visibility: 'hidden' },
  _focusVisible: { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '1px' },
})

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  )
}

export interface DatePickerProps {
  label: string
  hint?: string
  value: DateValue | null
  onValueChange: (value: DateValue | null) => void
  /** Dates before it cannot be chosen (and months before it are not offered). */
  min?: DateValue
  isDateUnavailable?: (date: DateValue) => boolean
  /** The zone that decides which day is today; the visitor's own by default in the browser. */
  timeZone?: string
}

/**
 * An always-visible month calendar (Ark UI): arrow keys move between days, Enter chooses.
 * Render it only in the browser when "today" matters, so the HTML never disagrees with it.
 */
export function DatePicker({
  label,
  hint,
  value,
  onValueChange,
  min,
  isDateUnavailable,
  timeZone,
}: DatePickerProps) {
  return (
    <ArkDatePicker.Root
      inline
      className={rootStyle}
      value={value ? [value] : []}
      onValueChange={(details) => onValueChange(details.value[0] ?? null)}
      min={min}
      isDateUnavailable={isDateUnavailable}
      locale="en-US"
      timeZone={timeZone}
    >
      <ArkDatePicker.Label className={labelStyle}>{label}</ArkDatePicker.Label>
      {hint ? <p className={hintStyle}>{hint}</p> : null}
      <ArkDatePicker.Content className={calendarStyle}>
        <ArkDatePicker.View view="day">
          <ArkDatePicker.Context>
            {(picker) => (
              <>
                <ArkDatePicker.ViewControl className={headerStyle}>
                  <ArkDatePicker.PrevTrigger className={navStyle}>
                    <Chevron direction="left" />
                  </ArkDatePicker.PrevTrigger>
                  <ArkDatePicker.RangeText className={rangeStyle} />
                  <ArkDatePicker.NextTrigger className={navStyle}>
                    <Chevron direction="right" />
                  </ArkDatePicker.NextTrigger>
                </ArkDatePicker.ViewControl>
                <ArkDatePicker.Table>
                  <ArkDatePicker.TableHead>
                    <ArkDatePicker.TableRow>
                      {picker.weekDays.map((weekDay) => (
                        <ArkDatePicker.TableHeader key={weekDay.long} className={headCellStyle}>
                          <abbr title={weekDay.long}>{weekDay.narrow}</abbr>
                        </ArkDatePicker.TableHeader>
                      ))}
                    </ArkDatePicker.TableRow>
                  </ArkDatePicker.TableHead>
                  <ArkDatePicker.TableBody>
                    {picker.weeks.map((week) => (
                      <ArkDatePicker.TableRow key={week[0]?.toString()}>
                        {week.map((day) => (
                          <ArkDatePicker.TableCell key={day.toString()} value={day}>
                            <ArkDatePicker.TableCellTrigger className={dayStyle}>
                              {day.day}
                            </ArkDatePicker.TableCellTrigger>
                          </ArkDatePicker.TableCell>
                        ))}
                      </ArkDatePicker.TableRow>
                    ))}
                  </ArkDatePicker.TableBody>
                </ArkDatePicker.Table>
              </>
            )}
          </ArkDatePicker.Context>
        </ArkDatePicker.View>
      </ArkDatePicker.Content>
    </ArkDatePicker.Root>
  )
}
