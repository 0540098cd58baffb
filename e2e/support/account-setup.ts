// Accounts put into the state a test needs through the backend's API, without the pages.
import { accountApi } from '../../backend/test/account-api'
import { E2E_BACKEND_URL } from './backend'
import { linkIn, nthMailTo } from './mailbox'

const api = accountApi(E2E_BACKEND_URL)

/** A confirmed account made through the API and the mailbox, for a test of its own. */
export async function confirmedAccount(email: string, password: string): Promise<string> {
  const user = await api.signUp(email, password)
  await fetch(linkIn(await nthMailTo(email, 1, 'Confirm Your Signup')), { redirect: 'manual' })
  return user.id
}

export const grantAdmin = api.grantAdmin

/** Turns two-step verification on through the API; returns the secret and the step used. */
export async function turnOnTwoStep(email: string, password: string) {
  return api.turnOnTwoStep((await api.signIn(email, password)).token)
}
