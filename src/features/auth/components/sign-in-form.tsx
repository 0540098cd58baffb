import { getRouteApi } from '@tanstack/react-router'
import { CredentialsForm } from './credentials-form'
import { useSignInSubmit } from './use-sign-in-submit'

const authRoute = getRouteApi('/auth')

/** A customer signs in and goes where they were headed (`?redirect=`), else home. */
export function SignInForm() {
  const { redirect } = authRoute.useSearch()
  return <CredentialsForm onSubmit={useSignInSubmit('customer', redirect ?? '/')} />
}
