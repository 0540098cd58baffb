import { DatePicker as ArkDatePicker, type UseDatePickerContext } from '@ark-ui/react/date-picker'
import type { DateValue } from '@internationalized/date'
import { memo, useCallback, useState } from 'react'
import { datePicker, iconButton } from 'styled-system/recipes'
import { useLatest } from '@/lib/hooks/use-latest'
import { StrokeIcon } from './stroke-icon'

const styles = datePicker()

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <StrokeIcon>
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </StrokeIcon>
  )
}

/**
 * What a week's days show that can change while its month is on screen: the month itself (a
 * week at a month's edge shows the other month's days as outside it), which of its days is
 * chosen and which has the keyboard's focus. Everything else a day shows (its name, today,
 * whether it can be chosen) is fixed for the picker's life.
 */
function whatWeekShows(picker: UseDatePickerContext, week: DateValue[]): string {
  const inWeek = (date: DateValue | undefined) =>
    date && week.some((day) => day.compare(date) === 0) ? date.toString() : ''
  return [
    picker.visibleRange.start.toString(),
    picker.value.map(inWeek).join(),
    inWeek(picker.focusedValue),
  ].join('|')
}

interface WeekProps {
  picker: UseDatePickerContext
  week: DateValue[]
  shows: string
  /** Chooses a day and moves the focus to it; the same function for the picker's life. */
  onChoose: (day: DateValue) => void
}

/**
 * One week of days, drawn from the picker's own props for a day (the same as Ark UI's table cell
 * parts give), but rendered again only when what the week shows changes. Ark UI's parts each
 * read the picker's context, so every day of the month rendered again on every tap, twice for a
 * tap that also moves the focus (docs/decisions/0022). A tap on a day is answered here rather
 * than by the picker's machine, which would render for the focus and the choice one after the
 * other, each inside `flushSync` (decision 0030).
 */
const Week = memo(
  function Week({ picker, week, onChoose }: WeekProps) {
    const visibleRange = picker.visibleRange
    return (
      <tr {...picker.getTableRowProps({ view: 'day' })}>
        {week.map((day) => {
          const trigger = picker.getDayTableCellTriggerProps({ value: day, visibleRange })
          const choosable = !trigger['aria-disabled']
          return (
            <td key={day.toString()} {...picker.getDayTableCellProps({ value: day, visibleRange })}>
              {/* The trigger's props give it the button role; the grid's keys are the picker's. */}
              {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
              <div
                {...trigger}
                onClick={() => {
                  if (choosable) onChoose(day)
                }}
                className={styles.tableCellTrigger}
              >
                {day.day}
              </div>
            </td>
          )
        })}
      </tr>
    )
  },
  (before, after) => before.shows === after.shows,
)

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
 * `min`, `isDateUnavailable`'s rule and `timeZone` are settled for its life: a week of days is
 * drawn again only when its choice, focus or month changes.
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
  // The focused day is the machine's own until the visitor first moves it; from then on it is
  // held here, so that a tap can set it in the same render as the choice.
  const [focusedValue, setFocusedValue] = useState<DateValue>()
  const latestOnValueChange = useLatest(onValueChange)
  const choose = useCallback(
    (day: DateValue) => {
      setFocusedValue(day)
      latestOnValueChange()(day)
    },
    [latestOnValueChange],
  )
  return (
    <ArkDatePicker.Root
      inline
      className={styles.root}
      value={value ? [value] : []}
      onValueChange={(details) => onValueChange(details.value[0] ?? null)}
      focusedValue={focusedValue}
      onFocusChange={(details) => setFocusedValue(details.focusedValue)}
      min={min}
      isDateUnavailable={isDateUnavailable}
      locale="en-US"
      timeZone={timeZone}
    >
      <ArkDatePicker.Label className={styles.label}>{label}</ArkDatePicker.Label>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <ArkDatePicker.Content className={styles.content}>
        <ArkDatePicker.View view="day">
          <ArkDatePicker.Context>
            {(picker) => (
              <>
                <ArkDatePicker.ViewControl className={styles.viewControl}>
                  <ArkDatePicker.PrevTrigger className={iconButton()}>
                    <Chevron direction="left" />
                  </ArkDatePicker.PrevTrigger>
                  <ArkDatePicker.RangeText className={styles.rangeText} />
                  <ArkDatePicker.NextTrigger className={iconButton()}>
                    <Chevron direction="right" />
                  </ArkDatePicker.NextTrigger>
                </ArkDatePicker.ViewControl>
                <ArkDatePicker.Table>
                  <ArkDatePicker.TableHead>
                    <ArkDatePicker.TableRow>
                      {picker.weekDays.map((weekDay) => (
                        <ArkDatePicker.TableHeader
                          key={weekDay.long}
                          className={styles.tableHeader}
                        >
                          <abbr title={weekDay.long}>{weekDay.narrow}</abbr>
                        </ArkDatePicker.TableHeader>
                      ))}
                    </ArkDatePicker.TableRow>
                  </ArkDatePicker.TableHead>
                  <ArkDatePicker.TableBody>
                    {picker.weeks.map((week) => (
                      <Week
                        key={week[0]?.toString()}
                        picker={picker}
                        week={week}
                        shows={whatWeekShows(picker, week)}
                        onChoose={choose}
                      />
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
