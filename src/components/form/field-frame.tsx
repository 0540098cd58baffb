import { Field } from '@ark-ui/react/field'
import type { ReactNode } from 'react'
import { field as fieldRecipe } from 'styled-system/recipes'
import { FieldErrorText } from './field-error-text'

export interface FieldFrameProps {
  label: string
  required?: boolean
  helperText?: string
  /** From `useFieldState`: the message shown, and the ids the control is described by. */
  error: string | undefined
  ids: { errorText: string; helperText: string }
  children: ReactNode
}

/**
 * What every field shows around its control: the label with its required mark, the hint, and
 * the message. Ark's Field ties them to the control (label `for`, `aria-invalid`, `required`).
 */
export function FieldFrame({ label, required, helperText, error, ids, children }: FieldFrameProps) {
  const styles = fieldRecipe()
  return (
    <Field.Root className={styles.root} invalid={error !== undefined} required={required} ids={ids}>
      <Field.Label className={styles.label}>
        {label}
        {required ? <Field.RequiredIndicator className={styles.requiredIndicator} /> : null}
      </Field.Label>
      {children}
      {helperText ? (
        <Field.HelperText className={styles.helperText}>{helperText}</Field.HelperText>
      ) : null}
      <FieldErrorText error={error} />
    </Field.Root>
  )
}
