import { createFormHook } from '@tanstack/react-form'
import { CheckboxField } from './checkbox-field'
import { fieldContext, formContext } from './form-context'
import { PasswordField } from './password-field'
import { SelectField } from './select-field'
import { SubmitButton } from './submit-button'
import { TextField } from './text-field'
import { TextareaField } from './textarea-field'

/** The one form hook of the app: every form gets the same fields, messages and submit button. */
export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextareaField, SelectField, CheckboxField, PasswordField },
  formComponents: { SubmitButton },
})
