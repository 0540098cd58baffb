import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react'
import { useTextControl } from '@/lib/form/use-text-control'
import { FieldFrame } from './field-frame'

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
  required,
  helperText,
  type = 'text',
  ...input
}: TextFieldProps) {
  const { frame, control } = useTextControl<HTMLInputElement>({ helperText, required })
  return (
    <FieldFrame label={label} {...frame}>
      <input {...control} type={type} {...input} />
    </FieldFrame>
  )
}
