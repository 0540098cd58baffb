import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../backend/src/api-keys'
import { unusedTotpCode } from '../../backend/test/totp-codes'
import { E2E_BACKEND_URL } from './backend'
import { linkIn, nthMailTo } from './mailbox'

/** Calls the e2e backend as a script would, with the anon key (or a user's token). */
async function call(path: string, init: { method?: string; body?: unknown; token?: string }) {
  const response = await fetch(`${E2E_BACKEND_URL}${path}`, {
    method: init.method ?? 'POST',
    redirect: 'manual',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${init.token ?? LOCAL_ANON_KEY}`,
      'Content-Type': 'application/json',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

/** A confirmed account made through the API and the mailbox, for a test of its own. */
export async function confirmedAccount(email: string, password: string): Promise<string> {
  const user = await call('/auth/v1/signup', { body: { email, password } })
  await fetch(linkIn(await nthMailTo(email, 1, 'Confirm Your Signup')), { redirect: 'manual' })
  return String(user.id)
}

/** Gives an account the admin role, as staff would with the service-role key. */
export async function grantAdmin(userId: string): Promise<void> {
  const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/user_roles`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ user_id: userId, role: 'admin' }),
  })
  if (!response.ok) throw new Error(`user_roles: ${response.status} ${await response.text()}`)
}

/** Turns two-step verification on through the API; returns the secret and the step used. */
export async function turnOnTwoStep(email: string, password: string) {
  const session = await call('/auth/v1/token?grant_type=password', { body: { email, password } })
  const token = String(session.access_token)
  const factor = await call('/auth/v1/factors', { token, body: { factor_type: 'totp' } })
  const factorId = String(factor.id)
  const { secret } = factor.totp as { secret: string }
  const challenge = await call(`/auth/v1/factors/${factorId}/challenge`, { token, body: {} })
  const { code, step } = await unusedTotpCode(secret, null)
  await call(`/auth/v1/factors/${factorId}/verify`, {
    token,
    body: { challenge_id: challenge.id, code },
  })
  return { secret, step }
}
