import type { ChangeEvent } from 'react'
import { field as fieldRecipe } from 'styled-system/recipes'
import { useAdoptEarlyText } from './use-adopt-early-value'
import { useFieldState } from './use-field-state'

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * A text-like field (input, textarea, select) wired to the form: the frame's props, and the
 * control's props (value, events, description, and the ref that adopts early input).
 */
export function useTextControl<TElement extends TextControl>(helperText: string | undefined) {
  const { field, error, ids, describedBy } = useFieldState<string>({
    hasHelperText: Boolean(helperText),
  })
  const ref = useAdoptEarlyText<TElement>(field)
  return {
    frame: { error, ids, helperText },
    control: {
      ref,
      className: fieldRecipe().control,
      name: field.name,
      value: field.state.value,
      'aria-describedby': describedBy,
      onChange: (event: ChangeEvent<TElement>) => field.handleChange(event.target.value),
      onBlur: field.handleBlur,
    },
  }
}
