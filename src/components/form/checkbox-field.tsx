import { useElementChecked } from '@/lib/form/use-element-value'
import { useFieldState } from '@/lib/form/use-field-state'
import { checkboxBoxStyle, checkboxLabelStyle } from '@/theme/checkbox'

export interface CheckboxFieldProps {
  label: string
}

/** A yes-or-no field: the browser's checkbox, its tick owned by the element (0032). */
export function CheckboxField({ label }: CheckboxFieldProps) {
  const { field } = useFieldState<boolean>()
  const { ref, defaultChecked } = useElementChecked(field)
  return (
    <label className={checkboxLabelStyle}>
      <input
        ref={ref}
        type="checkbox"
        name={field.name}
        className={checkboxBoxStyle}
        defaultChecked={defaultChecked}
        onChange={(event) => field.handleChange(event.target.checked)}
        onBlur={field.handleBlur}
      />
      {label}
    </label>
  )
}
