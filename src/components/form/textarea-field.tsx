import { Field } from '@ark-ui/react/field'
import { field as fieldRecipe } from 'styled-system/recipes'
import { FieldErrorText } from './field-error-text'
import { useAdoptEarlyText } from './use-adopt-early-value'
import { useFieldState } from './use-field-state'

export interface TextareaFieldProps {
  label: string
  placeholder?: string
  required?: boolean
  helperText?: string
  rows?: number
}

export function TextareaField({
  label,
  required,
  helperText,
  rows = 5,
  placeholder,
}: TextareaFieldProps) {
  const { field, error, invalid, ids, describedBy } = useFieldState<string>({
    hasHelperText: Boolean(helperText),
  })
  const ref = useAdoptEarlyText<HTMLTextAreaElement>(field)
  const styles = fieldRecipe()
  return (
    <Field.Root className={styles.root} invalid={invalid} required={required} ids={ids}>
      <Field.Label className={styles.label}>
        {label}
        {required ? <Field.RequiredIndicator className={styles.requiredIndicator} /> : null}
      </Field.Label>
      <Field.Textarea
        ref={ref}
        className={styles.control}
        aria-describedby={describedBy}
        name={field.name}
        rows={rows}
        placeholder={placeholder}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
      />
      {helperText ? (
        <Field.HelperText className={styles.helperText}>{helperText}</Field.HelperText>
      ) : null}
      <FieldErrorText error={error} />
    </Field.Root>
  )
}
