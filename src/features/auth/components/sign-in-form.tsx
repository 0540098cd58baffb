import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useAppForm } from '@/components/form/use-app-form'
import { connectSessionEvents, publishAuthState } from '@/lib/auth-session'
import { confirmOnline, isOnline } from '@/lib/connectivity'
import { notify } from '@/lib/toast'
import { signIn } from '../api/sign-in'
import { authMessages, signInFailed } from '../model/messages'
import { offlineMessage } from '../model/offline-message'
import { signInDefaults, signInSchema } from '../model/schemas'
import { formStyle } from './form-layout'

const authRoute = getRouteApi('/auth')

export function SignInForm() {
  const { redirect } = authRoute.useSearch()
  const navigate = useNavigate()
  const form = useAppForm({
    defaultValues: signInDefaults,
    validators: { onChange: signInSchema, onSubmit: signInSchema },
    onSubmit: async ({ value }) => {
      if (!(await confirmOnline())) {
        notify(offlineMessage)
        return
      }
      try {
        const result = await signIn(value)
        if (!result.ok) {
          notify(signInFailed(result.message))
          return
        }
        publishAuthState()
        void connectSessionEvents()
        notify(authMessages.signedIn)
        await navigate({ to: redirect ?? '/' })
      } catch {
        notify(isOnline() ? authMessages.unexpected : offlineMessage)
      }
    },
  })
  return (
    <form
      className={formStyle}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" autoComplete="email" required />}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.PasswordField label="Password" autoComplete="current-password" required />
        )}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton busyLabel="Signing in...">Sign In</form.SubmitButton>
      </form.AppForm>
    </form>
  )
}
