import { grid } from 'styled-system/patterns'
import { field as fieldRecipe } from 'styled-system/recipes'
import { useElementChoices, type FieldOf } from '@/lib/form/use-element-value'
import { checkboxBoxStyle, checkboxLabelStyle } from '@/theme/checkbox'
import { websiteFeatureOptions } from '../content/request-form'

const gridStyle = grid({ gap: '2', columns: { base: 1, sm: 2 }, mt: '2' })

export interface FeatureCheckboxesProps {
  legend: string
  field: FieldOf<string[]>
}

/**
 * The ten optional website features; the chosen ones keep the order they are offered in. The
 * boxes own their ticks, as a `CheckboxField` does (0032): one ticked while the page hydrates
 * stays ticked and reaches the form.
 */
export function FeatureCheckboxes({ legend, field }: FeatureCheckboxesProps) {
  const styles = fieldRecipe()
  const { ref, defaultChoices, handleChange } = useElementChoices(field)
  return (
    <fieldset ref={ref}>
      <legend className={styles.label}>{legend}</legend>
      <div className={gridStyle}>
        {websiteFeatureOptions.map((feature) => (
          <label key={feature} className={checkboxLabelStyle}>
            <input
              type="checkbox"
              name="features"
              value={feature}
              className={checkboxBoxStyle}
              defaultChecked={defaultChoices.includes(feature)}
              onChange={handleChange}
            />
            {feature}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
