import { getRouteApi } from '@tanstack/react-router'
import { signInRedirect } from '../model/redirect-target'
import { CredentialsForm } from './credentials-form'
import { useSignInSubmit } from './use-sign-in-submit'

const authRoute = getRouteApi('/auth')

/**
 * A customer signs in and goes where they were headed (`?redirect=`, checked again here), to the
 * portal when that place is not a path on this site, else home.
 */
export function SignInForm() {
  const { redirect } = authRoute.useSearch()
  return <CredentialsForm onSubmit={useSignInSubmit('customer', signInRedirect(redirect) ?? '/')} />
}
