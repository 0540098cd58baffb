import { Field } from '@ark-ui/react/field'
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react'
import { field as fieldRecipe } from 'styled-system/recipes'
import { FieldErrorText } from './field-error-text'
import { useAdoptEarlyText } from './use-adopt-early-value'
import { useFieldState } from './use-field-state'

export interface TextFieldProps {
  label: string
  type?: HTMLInputTypeAttribute
  placeholder?: string
  autoComplete?: HTMLInputAutoCompleteAttribute
  required?: boolean
  helperText?: string
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric'
}

export function TextField({
  label,
  type = 'text',
  required,
  helperText,
  ...input
}: TextFieldProps) {
  const { field, error, invalid, ids, describedBy } = useFieldState<string>({
    hasHelperText: Boolean(helperText),
  })
  const ref = useAdoptEarlyText<HTMLInputElement>(field)
  const styles = fieldRecipe()
  return (
    <Field.Root className={styles.root} invalid={invalid} required={required} ids={ids}>
      <Field.Label className={styles.label}>
        {label}
        {required ? <Field.RequiredIndicator className={styles.requiredIndicator} /> : null}
      </Field.Label>
      <Field.Input
        ref={ref}
        className={styles.control}
        aria-describedby={describedBy}
        name={field.name}
        type={type}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        {...input}
      />
      {helperText ? (
        <Field.HelperText className={styles.helperText}>{helperText}</Field.HelperText>
      ) : null}
      <FieldErrorText error={error} />
    </Field.Root>
  )
}
