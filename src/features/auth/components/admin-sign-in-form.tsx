import { CodeStepForm } from './code-step-form'
import { CredentialsForm } from './credentials-form'
import { useSignInSubmit } from './use-sign-in-submit'

/**
 * An administrator signs in (with their code too when two-step verification is on); an account
 * without the admin role is signed out again.
 */
export function AdminSignInForm() {
  const { submit, codeStep } = useSignInSubmit('admin', '/')
  if (codeStep) return <CodeStepForm step={codeStep} />
  return <CredentialsForm onSubmit={submit} />
}
