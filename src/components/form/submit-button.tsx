import { useSelector } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { button } from 'styled-system/recipes'
import { useFormContext } from '@/lib/form/form-context'

export interface SubmitButtonProps {
  children: ReactNode
  /** The label while the form is being submitted, e.g. 'Opening Email...'. */
  busyLabel?: string
  /** Extra reason to hold the button disabled (the form's own busy state is handled here). */
  disabled?: boolean
}

export function SubmitButton({ children, busyLabel, disabled }: SubmitButtonProps) {
  const form = useFormContext()
  const submitting = useSelector(form.store, (state) => state.isSubmitting)
  return (
    <button type="submit" className={button({ size: 'lg' })} disabled={submitting || disabled}>
      {submitting && busyLabel ? busyLabel : children}
    </button>
  )
}
