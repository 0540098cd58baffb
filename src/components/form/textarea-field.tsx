import { useTextControl } from '@/lib/form/use-text-control'
import { FieldFrame } from './field-frame'

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
  const { frame, control } = useTextControl<HTMLTextAreaElement>({ helperText, required })
  return (
    <FieldFrame label={label} {...frame}>
      <textarea {...control} rows={rows} placeholder={placeholder} />
    </FieldFrame>
  )
}
