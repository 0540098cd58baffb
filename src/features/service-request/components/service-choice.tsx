import { Check } from 'lucide-react'
import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { flowCopy, serviceOptions } from '../content'

const gridStyle = grid({ gap: '4', columns: { base: 1, md: 2 } })
const cardStyle = flex({
  position: 'relative',
  gap: '3',
  p: '5',
  borderWidth: '2px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  cursor: 'pointer',
  bg: 'bg.canvas',
  _hover: { borderColor: 'border.strong' },
  '&:has(input:checked)': { borderColor: 'accent.solid', bg: 'bg.accentSubtle' },
  '&:has(input:focus-visible)': {
    outline: '3px solid',
    outlineColor: 'border.focus',
    outlineOffset: '2px',
  },
})
const radioStyle = css({ srOnly: true })
const markStyle = css({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '6',
  h: '6',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'border.strong',
  color: 'transparent',
  'input:checked + &': {
    bg: 'accent.solid',
    borderColor: 'accent.solid',
    color: 'accent.contrast',
  },
})
const titleStyle = css({ fontWeight: '700', fontSize: 'lg', display: 'block' })
const textStyle = css({ color: 'fg.muted', display: 'block' })

export function ServiceChoice({
  value,
  onChange,
}: {
  value: string | null
  onChange: (id: string) => void
}) {
  return (
    <fieldset>
      <legend className={css({ srOnly: true })}>{flowCopy.selectTitle}</legend>
      <div className={gridStyle}>
        {serviceOptions.map((option) => (
          <label key={option.id} className={cardStyle}>
            <input
              type="radio"
              name="service"
              value={option.id}
              className={radioStyle}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
            />
            <span className={markStyle} aria-hidden="true">
              <Check size={16} />
            </span>
            <span>
              <span className={titleStyle}>{option.title}</span>
              <span className={textStyle}>{option.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
