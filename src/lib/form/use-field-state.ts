import { useSelector } from '@tanstack/react-form'
import { firstErrorMessage } from './field-error'
import { useFieldIds } from './field-ids'
import { useFieldContext } from './form-context'

/**
 * What a field shows: its message appears once the visitor has left the field or tried to
 * submit, never while they are still typing their first characters. The message is also the
 * control's description, which every screen reader announces (aria-errormessage alone is not).
 */
export function useFieldState<TValue>(options: { hasHelperText?: boolean } = {}) {
  const field = useFieldContext<TValue>()
  const submitted = useSelector(field.form.store, (state) => state.submissionAttempts > 0)
  const { errors, isBlurred } = field.state.meta
  const error = isBlurred || submitted ? firstErrorMessage(errors) : undefined
  const ids = useFieldIds()
  const describedBy = [options.hasHelperText ? ids.helperText : null, error ? ids.errorText : null]
    .filter(Boolean)
    .join(' ')
  return {
    field,
    error,
    ids,
    describedBy: describedBy || undefined,
  }
}
