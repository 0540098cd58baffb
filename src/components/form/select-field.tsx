import { Field } from '@ark-ui/react/field'
import { field as fieldRecipe } from 'styled-system/recipes'
import { FieldErrorText } from './field-error-text'
import { useAdoptEarlyText } from './use-adopt-early-value'
import { useFieldState } from './use-field-state'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps {
  label: string
  options: readonly SelectOption[]
  /** Shown as the empty first choice; without it the first option is preselected. */
  placeholder?: string
  required?: boolean
  helperText?: string
}

/** A native select: the platform's own picker is the most usable one on phones. */
export function SelectField({
  label,
  options,
  placeholder,
  required,
  helperText,
}: SelectFieldProps) {
  const { field, error, invalid, ids, describedBy } = useFieldState<string>({
    hasHelperText: Boolean(helperText),
  })
  const ref = useAdoptEarlyText<HTMLSelectElement>(field)
  const styles = fieldRecipe()
  return (
    <Field.Root className={styles.root} invalid={invalid} required={required} ids={ids}>
      <Field.Label className={styles.label}>
        {label}
        {required ? <Field.RequiredIndicator className={styles.requiredIndicator} /> : null}
      </Field.Label>
      <Field.Select
        ref={ref}
        className={styles.control}
        aria-describedby={describedBy}
        name={field.name}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Field.Select>
      {helperText ? (
        <Field.HelperText className={styles.helperText}>{helperText}</Field.HelperText>
      ) : null}
      <FieldErrorText error={error} />
    </Field.Root>
  )
}
