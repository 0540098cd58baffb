import { withFieldGroup } from '@/lib/form/use-app-form'
import { credentialsCopy as copy } from '../content'
import { MIN_PASSWORD_LENGTH } from '../model/schemas'

/** The same names at the top level of a form that holds both. */
export const credentialsFieldNames = { email: 'email', password: 'password' } as const

/**
 * Email and password. A new password gets the browser's password suggestion and the length
 * hint; the current one, the browser's saved password.
 */
export const CredentialsFields = withFieldGroup({
  defaultValues: {} as { email: string; password: string },
  props: {} as { password: 'current' | 'new' },
  render: function CredentialsFieldsGroup({ group, password }) {
    const newPassword = password === 'new'
    return (
      <>
        <group.AppField name="email">
          {(field) => (
            <field.TextField label={copy.email} type="email" autoComplete="email" required />
          )}
        </group.AppField>
        <group.AppField name="password">
          {(field) => (
            <field.PasswordField
              label={copy.password}
              autoComplete={newPassword ? 'new-password' : 'current-password'}
              helperText={newPassword ? copy.passwordHint(MIN_PASSWORD_LENGTH) : undefined}
              required
            />
          )}
        </group.AppField>
      </>
    )
  },
})
