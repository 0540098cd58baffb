import type { ChangeEvent } from 'react'
import { field as fieldRecipe } from 'styled-system/recipes'
import { useElementText } from './use-element-value'
import { useFieldState } from './use-field-state'

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * A text-like field (input, textarea, select) wired to the form: the frame's props, and the
 * control's props (its first value, events, description, and the ref that keeps the element and
 * the state in step, see `useElementText`).
 */
export function useTextControl<TElement extends TextControl>(helperText: string | undefined) {
  const { field, error, ids, describedBy } = useFieldState<string>({
    hasHelperText: Boolean(helperText),
  })
  const { ref, defaultValue } = useElementText<TElement>(field)
  return {
    frame: { error, ids, helperText },
    control: {
      ref,
      className: fieldRecipe().control,
      name: field.name,
      defaultValue,
      'aria-describedby': describedBy,
      onChange: (event: ChangeEvent<TElement>) => field.handleChange(event.target.value),
      onBlur: field.handleBlur,
    },
  }
}
