import type { ReactNode } from 'react'
import { field as fieldRecipe } from 'styled-system/recipes'
import type { FieldIds } from '@/lib/form/field-ids'

export interface LabelledFieldProps {
  label: string
  /** Marks the label; the control itself carries `required`. */
  required?: boolean
  helperText?: string
  /** From `useFieldIds`: the control takes `ids.control`, and `ids.helperText` as description. */
  ids: FieldIds
  children: ReactNode
  /** Shown under the hint (a form field's message). */
  footer?: ReactNode
}

/**
 * A control with its label above and its hint below. Plain elements tied by ids: the label's
 * `for` names the control, which renders and hydrates with nothing to measure or observe.
 */
export function LabelledField({
  label,
  required,
  helperText,
  ids,
  children,
  footer,
}: LabelledFieldProps) {
  const styles = fieldRecipe()
  return (
    <div className={styles.root}>
      <label htmlFor={ids.control} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.requiredIndicator}>
            *
          </span>
        ) : null}
      </label>
      {children}
      {helperText ? (
        <div id={ids.helperText} className={styles.helperText}>
          {helperText}
        </div>
      ) : null}
      {footer}
    </div>
  )
}
