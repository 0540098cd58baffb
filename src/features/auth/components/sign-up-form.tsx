import { useAppForm } from '@/components/form/use-app-form'
import { connectSessionEvents, publishAuthState } from '@/lib/auth-session'
import { confirmOnline, isOnline } from '@/lib/connectivity'
import { notify } from '@/lib/toast'
import { signUp } from '../api/sign-up'
import { authMessages, signUpFailed } from '../model/messages'
import { offlineMessage } from '../model/offline-message'
import { MIN_PASSWORD_LENGTH, signUpDefaults, signUpSchema } from '../model/schemas'
import { formStyle, nameRowStyle } from './form-layout'

export function SignUpForm() {
  const form = useAppForm({
    defaultValues: signUpDefaults,
    validators: { onChange: signUpSchema, onSubmit: signUpSchema },
    onSubmit: async ({ value, formApi }) => {
      if (value.password !== value.confirmPassword) {
        notify(authMessages.passwordMismatch)
        return
      }
      if (!(await confirmOnline())) {
        notify(offlineMessage)
        return
      }
      try {
        const result = await signUp(value)
        if (!result.ok) {
          notify(signUpFailed(result.message))
          return
        }
        notify(authMessages.accountCreated)
        formApi.reset()
        // Where e-mail confirmation is off (the local backend), the new account is signed in.
        publishAuthState()
        void connectSessionEvents()
      } catch {
        notify(isOnline() ? authMessages.unexpected : offlineMessage)
      }
    },
  })
  const passwordHint = `At least ${MIN_PASSWORD_LENGTH} characters.`
  return (
    <form
      className={formStyle}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <div className={nameRowStyle}>
        <form.AppField name="firstName">
          {(field) => <field.TextField label="First Name" autoComplete="given-name" required />}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => <field.TextField label="Last Name" autoComplete="family-name" required />}
        </form.AppField>
      </div>
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" autoComplete="email" required />}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.PasswordField
            label="Password"
            autoComplete="new-password"
            helperText={passwordHint}
            required
          />
        )}
      </form.AppField>
      <form.AppField name="confirmPassword">
        {(field) => (
          <field.PasswordField label="Confirm Password" autoComplete="new-password" required />
        )}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton busyLabel="Creating account...">Create Account</form.SubmitButton>
      </form.AppForm>
    </form>
  )
}
