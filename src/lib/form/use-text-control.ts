import type { ChangeEvent } from 'react'
import { field as fieldRecipe } from 'styled-system/recipes'
import { useElementText } from './use-element-value'
import { useFieldState } from './use-field-state'

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export interface TextControlOptions {
  helperText?: string
  required?: boolean
}

/**
 * A text-like field (input, textarea, select) wired to the form: the frame's props, and the
 * control's props (its id, first value, events, state and description, and the ref that keeps
 * the element and the state in step, see `useElementText`).
 */
export function useTextControl<TElement extends TextControl>({
  helperText,
  required,
}: TextControlOptions) {
  const { field, error, ids, describedBy } = useFieldState<string>({
    hasHelperText: Boolean(helperText),
  })
  const { ref, defaultValue } = useElementText<TElement>(field)
  const invalid = error !== undefined
  return {
    frame: { error, ids, helperText, required },
    control: {
      ref,
      id: ids.control,
      className: fieldRecipe().control,
      name: field.name,
      defaultValue,
      required,
      'aria-invalid': invalid || undefined,
      'aria-errormessage': invalid ? ids.errorText : undefined,
      'aria-describedby': describedBy,
      onChange: (event: ChangeEvent<TElement>) => field.handleChange(event.target.value),
      onBlur: field.handleBlur,
    },
  }
}
