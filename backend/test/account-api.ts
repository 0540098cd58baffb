import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../src/api-keys.ts'
import { unusedTotpCode } from './totp-codes.ts'

interface CallOptions {
  body?: unknown
  token?: string
  key?: string
}

/**
 * Puts accounts of a backend into the state a test needs, through its HTTP API as a script with
 * the project's keys would: the component tests and the e2e tests each pass their backend's URL.
 */
export function accountApi(backendUrl: string) {
  async function call<T>(path: string, { body = {}, token, key = LOCAL_ANON_KEY }: CallOptions) {
    const response = await fetch(`${backendUrl}${path}`, {
      method: 'POST',
      headers: {
        apikey: key,
        authorization: `Bearer ${token ?? key}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    // PostgREST answers an insert with an empty body unless asked for the row.
    const text = await response.text()
    return (text ? JSON.parse(text) : undefined) as T
  }

  return {
    /** A new account; the backend mails its confirmation link. */
    signUp: (email: string, password: string) =>
      call<{ id: string }>('/auth/v1/signup', { body: { email, password } }),

    /** A password sign-in: the user's id and access token. */
    signIn: async (email: string, password: string) => {
      const session = await call<{ access_token: string; user: { id: string } }>(
        '/auth/v1/token?grant_type=password',
        { body: { email, password } },
      )
      return { userId: session.user.id, token: session.access_token }
    },

    /** Gives an account the admin role, as staff would with the service-role key. */
    grantAdmin: async (userId: string): Promise<void> => {
      await call('/rest/v1/user_roles', {
        key: LOCAL_SERVICE_ROLE_KEY,
        body: { user_id: userId, role: 'admin' },
      })
    },

    /**
     * Turns two-step verification on for the signed-in user: an authenticator-app factor enrolled,
     * challenged and verified. Returns its secret and the time step of the code used.
     */
    turnOnTwoStep: async (token: string) => {
      const factor = await call<{ id: string; totp: { secret: string } }>('/auth/v1/factors', {
        token,
        body: { factor_type: 'totp' },
      })
      const path = `/auth/v1/factors/${factor.id}`
      const challenge = await call<{ id: string }>(`${path}/challenge`, { token })
      const { code, step } = await unusedTotpCode(factor.totp.secret, null)
      await call(`${path}/verify`, { token, body: { challenge_id: challenge.id, code } })
      return { secret: factor.totp.secret, step }
    },
  }
}
