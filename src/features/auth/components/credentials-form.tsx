import { useAppForm } from '@/lib/form/use-app-form'
import { signInFormCopy as copy } from '../content'
import { signInDefaults, signInSchema, type SignInValues } from '../model/schemas'
import { CredentialsFields, credentialsFieldNames } from './credentials-fields'
import { formStyle } from './form-layout'

/** Email and password, as both sign-in forms ask for them. */
export function CredentialsForm({
  onSubmit,
}: {
  onSubmit: (values: SignInValues) => Promise<void>
}) {
  const form = useAppForm({
    defaultValues: signInDefaults,
    validators: { onChange: signInSchema, onSubmit: signInSchema },
    onSubmit: ({ value }) => onSubmit(value),
  })
  return (
    <form.AppForm>
      <form.Form className={formStyle}>
        <CredentialsFields form={form} fields={credentialsFieldNames} password="current" />
        <form.SubmitButton busyLabel={copy.busy}>{copy.submit}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
