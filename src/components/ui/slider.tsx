import { Slider as ArkSlider } from '@ark-ui/react/slider'
import { slider } from 'styled-system/recipes'

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

const styles = slider()

/**
 * A single-value slider: arrow keys, Page Up/Down, Home and End; announced with its unit.
 * Not a form field: without Ark UI's hidden input, a move does not also dispatch an input event
 * on it for React to process in the same tap.
 */
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
      className={styles.root}
      min={min}
      max={max}
      step={step}
      value={[value]}
      onValueChange={(details) => onValueChange(details.value[0] ?? value)}
      getAriaValueText={(details) => formatValue(details.value)}
      thumbAlignment="contain"
      thumbSize={{ width: 24, height: 24 }}
    >
      <div className={styles.header}>
        <ArkSlider.Label className={styles.label}>{label}</ArkSlider.Label>
        <ArkSlider.ValueText className={styles.valueText}>{formatValue(value)}</ArkSlider.ValueText>
      </div>
      <ArkSlider.Control className={styles.control}>
        <ArkSlider.Track className={styles.track}>
          <ArkSlider.Range className={styles.range} />
        </ArkSlider.Track>
        <ArkSlider.Thumb index={0} className={styles.thumb} />
      </ArkSlider.Control>
    </ArkSlider.Root>
  )
}
