import { useId } from 'react'

/** The ids that tie a field's label, hint and message to its control. */
export interface FieldIds {
  control: string
  helperText: string
  errorText: string
}

export function useFieldIds(): FieldIds {
  const control = useId()
  return { control, helperText: `${control}-hint`, errorText: `${control}-error` }
}
