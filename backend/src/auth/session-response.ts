import { issueAccessToken } from './access-token.ts'
import type { SessionGrant } from './sessions.ts'
import type { SigningKey } from './signing-key.ts'
import { userJson, type UserWithIdentities } from './users.ts'

/** GoTrue's session JSON: supabase-js needs access_token, refresh_token and expires_in. */
export async function sessionJson(
  key: SigningKey,
  issuer: string,
  grant: SessionGrant,
  account: UserWithIdentities,
): Promise<Record<string, unknown>> {
  const user = userJson(account)
  const access = await issueAccessToken(key, issuer, {
    userId: account.user.id,
    email: account.user.email,
    appMetadata: account.user.raw_app_meta_data ?? {},
    userMetadata: account.user.raw_user_meta_data ?? {},
    sessionId: grant.sessionId,
    aal: grant.aal,
    amr: grant.amr,
  })
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: grant.refreshToken,
    user,
  }
}
