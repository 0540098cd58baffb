import { Slider as ArkSlider } from '@ark-ui/react/slider'
import { css } from 'styled-system/css'

export interface SliderProps {
  label: string
  min: number
  max: number
  step: number
  value: number
  onValueChange: (value: number) => void
  /** How the value is read out and shown, for example `16px`. */
  formatValue?: (value: number) => string
}

const rootStyle = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const headerStyle = css({ display: 'flex', justifyContent: 'space-between', gap: '4' })
const labelStyle = css({ fontWeight: '600', color: 'fg.default' })
const valueStyle = css({ fontVariantNumeric: 'tabular-nums', color: 'fg.muted' })
const controlStyle = css({ position: 'relative', display: 'flex', alignItems: 'center', h: '11' })
const trackStyle = css({
  flex: '1',
  h: '2',
  borderRadius: 'full',
  bg: 'bg.muted',
  borderWidth: '1px',
  borderColor: 'border.strong',
})
const rangeStyle = css({ h: 'full', borderRadius: 'full', bg: 'accent.solid' })
const thumbStyle = css({
  w: '6',
  h: '6',
  borderRadius: 'full',
  bg: 'bg.canvas',
  borderWidth: '3px',
  borderColor: 'accent.solid',
  boxShadow: 'sm',
  cursor: 'grab',
  _focusVisible: { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
})

/** A single-value slider: arrow keys, Page Up/Down, Home and End; announced with its unit. */
export function Slider({
  label,
  min,
  max,
  step,
  value,
  onValueChange,
  formatValue = String,
}: SliderProps) {
  return (
    <ArkSlider.Root
      className={rootStyle}
      min={min}
      max={max}
      step={step}
      value={[value]}
      onValueChange={(details) => onValueChange(details.value[0] ?? value)}
      getAriaValueText={(details) => formatValue(details.value)}
      thumbAlignment="contain"
      thumbSize={{ width: 24, height: 24 }}
    >
      <div className={headerStyle}>
        <ArkSlider.Label className={labelStyle}>{label}</ArkSlider.Label>
        <ArkSlider.ValueText className={valueStyle}>{formatValue(value)}</ArkSlider.ValueText>
      </div>
      <ArkSlider.Control className={controlStyle}>
        <ArkSlider.Track className={trackStyle}>
          <ArkSlider.Range className={rangeStyle} />
        </ArkSlider.Track>
        <ArkSlider.Thumb index={0} className={thumbStyle}>
          <ArkSlider.HiddenInput />
        </ArkSlider.Thumb>
      </ArkSlider.Control>
    </ArkSlider.Root>
  )
}
