import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { widgetCopy } from '../content'
import { meetingTypes, type MeetingType } from '../model/booking'

const legendStyle = css({ fontWeight: '600', mb: '2' })
const rowStyle = flex({ wrap: 'wrap', gap: '4' })
const optionStyle = flex({ align: 'center', gap: '2', minH: '11' })
const radioStyle = css({ w: '5', h: '5', accentColor: 'accent.solid' })

export function MeetingTypeChoice({
  value,
  onChange,
}: {
  value: MeetingType
  onChange: (type: MeetingType) => void
}) {
  return (
    <fieldset>
      <legend className={legendStyle}>{widgetCopy.typeLegend}</legend>
      <div className={rowStyle}>
        {meetingTypes.map((type) => (
          <label key={type.value} className={optionStyle}>
            <input
              type="radio"
              name="meeting-type"
              className={radioStyle}
              value={type.value}
              checked={value === type.value}
              onChange={() => onChange(type.value)}
            />
            {type.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
