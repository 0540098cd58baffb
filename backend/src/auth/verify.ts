import type { ApiRequest, ApiResponse } from '../http/types.ts'
import type { AuthContext } from './context.ts'
import { redeemLinkToken } from './email-links.ts'
import { otpExpired, validationFailed } from './gotrue-errors.ts'
import type { MailKind } from './mail-sender.ts'
import { redirectTarget } from './redirects.ts'
import { sessionJson } from './session-response.ts'
import { startSession } from './sessions.ts'
import { loadUser, recordSignIn } from './users.ts'

const LINK_TYPES: readonly MailKind[] = ['signup', 'recovery']

const isLinkType = (type: string): type is MailKind =>
  (LINK_TYPES as readonly string[]).includes(type)

function redirect(location: URL): ApiResponse {
  return { status: 303, headers: { Location: location.href }, body: null }
}

/**
 * GoTrue's failed-link redirect: the error in the fragment, and for a PKCE link in the query
 * too, where a server could read it.
 */
function errorRedirect(destination: string, pkce: boolean): ApiResponse {
  const error = otpExpired()
  const params = new URLSearchParams({
    error: 'access_denied',
    error_code: error.code,
    error_description: error.message,
  })
  const location = new URL(destination)
  if (pkce) for (const [name, value] of params) location.searchParams.set(name, value)
  location.hash = params.toString()
  return redirect(location)
}

/**
 * GET /verify?token=&type=signup|recovery&redirect_to=: the link of a mail. It works once and
 * only until `[auth.email] otp_expiry`; it leads to `redirect_to` when allowed, else the site
 * URL, with `?code=` for the PKCE flow or the session in the fragment for the implicit one.
 */
export async function verify(context: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const type = request.query.get('type') ?? ''
  const token = request.query.get('token') ?? ''
  if (type === '') throw validationFailed('Verify requires a verification type')
  if (!isLinkType(type)) throw validationFailed('Unsupported verification type')
  if (token === '') throw validationFailed('Verify requires a token or a token hash')
  const destination = redirectTarget(request.query.get('redirect_to'), context.settings)

  const outcome = await context.db.transaction(async (tx) => {
    const redeemed = await redeemLinkToken(tx, token, type, context.settings.email.otpExpirySeconds)
    if (redeemed.kind === 'invalid' || redeemed.authCode !== null)
      return { redeemed, signedIn: null }
    await recordSignIn(tx, redeemed.userId)
    const grant = await startSession(tx, redeemed.userId)
    const user = await loadUser(tx, redeemed.userId)
    return { redeemed, signedIn: user && { grant, user } }
  })
  const { redeemed, signedIn } = outcome
  if (redeemed.kind === 'invalid') return errorRedirect(destination, redeemed.pkce)
  const location = new URL(destination)
  if (redeemed.authCode !== null) {
    location.searchParams.set('code', redeemed.authCode)
    return redirect(location)
  }
  if (!signedIn) return errorRedirect(destination, false)
  const session = await sessionJson(context.key, context.issuer(), signedIn.grant, signedIn.user)
  location.hash = new URLSearchParams({
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: String(session.refresh_token),
    token_type: 'bearer',
    type,
  }).toString()
  return redirect(location)
}
