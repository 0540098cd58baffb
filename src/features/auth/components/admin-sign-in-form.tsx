import { CredentialsForm } from './credentials-form'
import { useSignInSubmit } from './use-sign-in-submit'

/** An administrator signs in; an account without the admin role is signed out again. */
export function AdminSignInForm() {
  return <CredentialsForm onSubmit={useSignInSubmit('admin', '/')} />
}
