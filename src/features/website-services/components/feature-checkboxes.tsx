import { grid } from 'styled-system/patterns'
import { field as fieldRecipe } from 'styled-system/recipes'
import { checkboxBoxStyle, checkboxLabelStyle } from '@/theme/checkbox'
import { websiteFeatureOptions } from '../content/request-form'

const gridStyle = grid({ gap: '2', columns: { base: 1, sm: 2 }, mt: '2' })

export interface FeatureCheckboxesProps {
  legend: string
  value: readonly string[]
  onChange: (features: string[]) => void
}

/** The ten optional website features; the chosen ones keep the order they are offered in. */
export function FeatureCheckboxes({ legend, value, onChange }: FeatureCheckboxesProps) {
  const styles = fieldRecipe()
  const toggle = (feature: string, checked: boolean) => {
    const chosen = new Set(value)
    if (checked) chosen.add(feature)
    else chosen.delete(feature)
    onChange(websiteFeatureOptions.filter((option) => chosen.has(option)))
  }
  return (
    <fieldset>
      <legend className={styles.label}>{legend}</legend>
      <div className={gridStyle}>
        {websiteFeatureOptions.map((feature) => (
          <label key={feature} className={checkboxLabelStyle}>
            <input
              type="checkbox"
              name="features"
              value={feature}
              className={checkboxBoxStyle}
              checked={value.includes(feature)}
              onChange={(event) => toggle(feature, event.target.checked)}
            />
            {feature}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
