import type { ReactNode } from 'react'
import type { FieldIds } from '@/lib/form/field-ids'
import { FieldErrorText } from './field-error-text'
import { LabelledField } from './labelled-field'

export interface FieldFrameProps {
  label: string
  required?: boolean
  helperText?: string
  /** From `useFieldState`: the message shown, and the ids the control is described by. */
  error: string | undefined
  ids: FieldIds
  children: ReactNode
}

/** What every form field shows around its control: the label, the hint, and the message. */
export function FieldFrame({ error, ids, ...field }: FieldFrameProps) {
  return (
    <LabelledField
      ids={ids}
      {...field}
      footer={<FieldErrorText id={ids.errorText} error={error} />}
    />
  )
}
