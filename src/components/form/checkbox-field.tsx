import { Checkbox } from '@ark-ui/react/checkbox'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { StrokeIcon } from '@/components/ui/stroke-icon'
import { useAdoptEarlyValue } from '@/lib/form/use-adopt-early-value'
import { useFieldState } from '@/lib/form/use-field-state'

const rootStyle = flex({ align: 'center', gap: '3', cursor: 'pointer', minH: '11' })
const controlStyle = css({
  w: '5',
  h: '5',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderWidth: '2px',
  borderColor: 'border.strong',
  borderRadius: 'sm',
  color: 'accent.contrast',
  _checked: {
    bg: 'accent.solid',
    borderColor: 'accent.solid',
    // The tick shows in forced colours anyway; the system highlight says "chosen" as they do.
    _highContrast: { bg: 'Highlight', borderColor: 'Highlight', color: 'HighlightText' },
  },
  '[data-focus-visible] > &': {
    outline: '3px solid',
    outlineColor: 'border.focus',
    outlineOffset: '2px',
  },
})

export interface CheckboxFieldProps {
  label: string
}

export function CheckboxField({ label }: CheckboxFieldProps) {
  const { field } = useFieldState<boolean>()
  const ref = useAdoptEarlyValue<HTMLInputElement, boolean>(
    (element) => element.checked,
    field.state.value,
    field.handleChange,
  )
  return (
    <Checkbox.Root
      className={rootStyle}
      name={field.name}
      checked={field.state.value}
      onCheckedChange={(details) => field.handleChange(details.checked === true)}
    >
      <Checkbox.Control className={controlStyle}>
        <Checkbox.Indicator>
          <StrokeIcon size={14} strokeWidth={3}>
            <path d="M5 12l5 5L20 7" />
          </StrokeIcon>
        </Checkbox.Indicator>
      </Checkbox.Control>
      <Checkbox.Label>{label}</Checkbox.Label>
      <Checkbox.HiddenInput ref={ref} onBlur={field.handleBlur} />
    </Checkbox.Root>
  )
}
