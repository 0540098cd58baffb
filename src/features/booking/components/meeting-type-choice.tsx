import { css } from 'styled-system/css'
import { widgetCopy } from '../content'
import { meetingTypes, type MeetingType } from '../model/booking'

const legendStyle = css({ fontWeight: '600', mb: '2' })
const rowStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '4' })
const optionStyle = css({ display: 'flex', alignItems: 'center', gap: '2', minH: '11' })
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
