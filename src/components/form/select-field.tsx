import { useTextControl } from '@/lib/form/use-text-control'
import { FieldFrame } from './field-frame'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps {
  label: string
  options: readonly SelectOption[]
  /** Shown as the empty first choice; without it the first option is preselected. */
  placeholder?: string
  required?: boolean
  helperText?: string
}

/** A native select: the platform's own picker is the most usable one on phones. */
export function SelectField({
  label,
  options,
  placeholder,
  required,
  helperText,
}: SelectFieldProps) {
  const { frame, control } = useTextControl<HTMLSelectElement>({ helperText, required })
  return (
    <FieldFrame label={label} {...frame}>
      <select {...control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
