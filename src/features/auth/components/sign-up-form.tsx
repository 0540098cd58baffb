import { useAppForm } from '@/lib/form/use-app-form'
import { connectSessionEvents, publishAuthState } from '@/lib/session/auth-session'
import { notify } from '@/lib/toast/toast'
import { signUp } from '../api/sign-up'
import { signUpFormCopy as copy } from '../content'
import { authMessages, signUpFailed } from '../model/messages'
import { signUpDefaults, signUpSchema } from '../model/schemas'
import { CredentialsFields, credentialsFieldNames } from './credentials-fields'
import { formStyle, nameRowStyle } from './form-layout'
import { reachServer } from './reach-server'

export function SignUpForm() {
  const form = useAppForm({
    defaultValues: signUpDefaults,
    validators: { onChange: signUpSchema, onSubmit: signUpSchema },
    onSubmit: async ({ value, formApi }) => {
      if (value.password !== value.confirmPassword) {
        notify(authMessages.passwordMismatch)
        return
      }
      await reachServer(async () => {
        const result = await signUp(value)
        if (!result.ok) {
          notify(signUpFailed(result.message))
          return
        }
        if (result.value === 'already-registered') {
          notify(authMessages.accountExists)
          return
        }
        formApi.reset()
        if (result.value === 'pending-confirmation') {
          notify(authMessages.accountCreated)
          return
        }
        // E-mail confirmation is off in this project: the new account is signed in.
        notify(authMessages.accountCreatedSignedIn)
        publishAuthState()
        void connectSessionEvents()
      }, authMessages.unexpected)
    },
  })
  return (
    <form.AppForm>
      <form.Form className={formStyle}>
        <div className={nameRowStyle}>
          <form.AppField name="firstName">
            {(field) => (
              <field.TextField label={copy.firstName} autoComplete="given-name" required />
            )}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => (
              <field.TextField label={copy.lastName} autoComplete="family-name" required />
            )}
          </form.AppField>
        </div>
        <CredentialsFields form={form} fields={credentialsFieldNames} password="new" />
        <form.AppField name="confirmPassword">
          {(field) => (
            <field.PasswordField
              label={copy.confirmPassword}
              autoComplete="new-password"
              required
            />
          )}
        </form.AppField>
        <form.SubmitButton busyLabel={copy.busy}>{copy.submit}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
