import { DatePicker as ArkDatePicker } from '@ark-ui/react/date-picker'
import type { DateValue } from '@internationalized/date'
import { datePicker, iconButton } from 'styled-system/recipes'
import { StrokeIcon } from './stroke-icon'

const styles = datePicker()

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <StrokeIcon>
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </StrokeIcon>
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
      className={styles.root}
      value={value ? [value] : []}
      onValueChange={(details) => onValueChange(details.value[0] ?? null)}
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
                      <ArkDatePicker.TableRow key={week[0]?.toString()}>
                        {week.map((day) => (
                          <ArkDatePicker.TableCell key={day.toString()} value={day}>
                            <ArkDatePicker.TableCellTrigger className={styles.tableCellTrigger}>
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
