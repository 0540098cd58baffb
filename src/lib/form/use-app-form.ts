import { createFormHook } from '@tanstack/react-form'
import { useState } from 'react'
import { CheckboxField } from '@/components/form/checkbox-field'
import { FormElement } from '@/components/form/form-element'
import { PasswordField } from '@/components/form/password-field'
import { SelectField } from '@/components/form/select-field'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { TextareaField } from '@/components/form/textarea-field'
import { fieldContext, formContext } from './form-context'
import { untouchedFields } from './untouched-fields'

const formHook = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextareaField, SelectField, CheckboxField, PasswordField },
  formComponents: { Form: FormElement, SubmitButton },
})

export const { withForm, withFieldGroup } = formHook

/**
 * The one form hook of the app: every form gets the same fields, messages and submit button.
 * Submitting always validates every field, so all messages show at once, even for fields the
 * visitor has not reached yet; `onSubmit` runs only when the values are valid.
 *
 * The form starts with a record of each of its fields (decision 0503): a field that mounts and
 * finds none writes one, and each write recomputes the whole form's state and tells every
 * reader, so a form of n fields did n such writes, in the page's hydration.
 */
export const useAppForm: typeof formHook.useAppForm = (options) => {
  const [defaultState] = useState(() => ({
    fieldMetaBase: untouchedFields(options.defaultValues ?? {}),
  }))
  return formHook.useAppForm({ canSubmitWhenInvalid: true, defaultState, ...options })
}
