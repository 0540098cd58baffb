import { useNavigate } from '@tanstack/react-router'
import { useAppForm } from '@/components/form/use-app-form'
import { connectSessionEvents, publishAuthState, rememberVerifiedAdmin } from '@/lib/auth-session'
import { confirmOnline, isOnline } from '@/lib/connectivity'
import { notify } from '@/lib/toast'
import { hasAdminRole } from '../api/has-admin-role'
import { signIn } from '../api/sign-in'
import { signOutQuietly } from '../api/sign-out-quietly'
import { adminAuthFailed, authMessages } from '../model/messages'
import { offlineMessage } from '../model/offline-message'
import { adminSignInSchema, signInDefaults } from '../model/schemas'
import { formStyle } from './form-layout'

export function AdminSignInForm() {
  const navigate = useNavigate()
  const form = useAppForm({
    defaultValues: signInDefaults,
    validators: { onChange: adminSignInSchema, onSubmit: adminSignInSchema },
    onSubmit: async ({ value }) => {
      if (!(await confirmOnline())) {
        notify(offlineMessage)
        return
      }
      try {
        const result = await signIn(value)
        if (!result.ok) {
          notify(adminAuthFailed(result.message))
          return
        }
        if (!(await hasAdminRole(result.value.userId))) {
          await signOutQuietly()
          publishAuthState()
          notify(authMessages.accessDenied)
          return
        }
        rememberVerifiedAdmin(result.value.userId)
        void connectSessionEvents()
        notify(authMessages.adminSignedIn)
        await navigate({ to: '/' })
      } catch {
        notify(isOnline() ? authMessages.adminUnexpected : offlineMessage)
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
