import { useNavigate } from '@tanstack/react-router'
import { useAppForm } from '@/lib/form/use-app-form'
import { connectSessionEvents, publishAuthState } from '@/lib/session/auth-session'
import { notify } from '@/lib/toast/toast'
import { updatePassword } from '../api/update-password'
import { credentialsCopy, resetPasswordCopy as copy } from '../content'
import { authMessages, requestFailed } from '../model/messages'
import { MIN_PASSWORD_LENGTH, newPasswordDefaults, newPasswordSchema } from '../model/schemas'
import { formStyle } from './form-layout'
import { reachServer } from './reach-server'

/** The new password, twice, with the sign-up rules; on success the visitor is in the portal. */
export function NewPasswordForm() {
  const navigate = useNavigate()
  const form = useAppForm({
    defaultValues: newPasswordDefaults,
    validators: { onChange: newPasswordSchema, onSubmit: newPasswordSchema },
    onSubmit: async ({ value }) => {
      if (value.password !== value.confirmPassword) {
        notify(authMessages.passwordMismatch)
        return
      }
      await reachServer(async () => {
        const result = await updatePassword(value.password)
        if (!result.ok) {
          notify(requestFailed(result.message))
          return
        }
        publishAuthState()
        void connectSessionEvents()
        notify(authMessages.passwordUpdated)
        await navigate({ to: '/portal' })
      }, authMessages.unexpected)
    },
  })
  return (
    <form.AppForm>
      <form.Form className={formStyle}>
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField
              label={copy.password}
              autoComplete="new-password"
              helperText={credentialsCopy.passwordHint(MIN_PASSWORD_LENGTH)}
              required
            />
          )}
        </form.AppField>
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
