import { jsonResponse, type ApiRequest, type ApiResponse } from '../http/types.ts'
import type { AuthContext } from './context.ts'
import { readPkceChallenge } from './email-links.ts'
import { validationFailed, versionHeaders } from './gotrue-errors.ts'
import type { MailKind } from './mail-sender.ts'
import { optionalString, readAuthBody } from './request-body.ts'
import { prepareLinkMail } from './send-link.ts'
import { checkEmailFormat, requireEmail } from './sign-up.ts'
import { findUserByEmail } from './users.ts'

/**
 * Sends a link of `kind` to the address when `wanted` says its account should get one. The
 * mail is booked against the limits first, whatever the account, so that the answer is the
 * same for every address.
 */
async function sendLinkIfWanted(
  context: AuthContext,
  request: ApiRequest,
  kind: MailKind,
  wanted: (user: { email_confirmed_at: Date | null }) => boolean,
): Promise<ApiResponse> {
  const body = await readAuthBody(request)
  const email = requireEmail(
    body,
    kind === 'recovery' ? 'Password recovery requires an email' : 'Resend requires an email',
  )
  checkEmailFormat(email)
  const pkce = readPkceChallenge(body)
  context.mail.reserve(kind, email)
  const mail = await context.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email)
    if (!user || !wanted(user)) return null
    return prepareLinkMail(context, tx, {
      userId: user.id,
      email: user.email,
      kind,
      pkce,
      redirectTo: request.query.get('redirect_to'),
    })
  })
  if (mail) context.mail.deliver(mail)
  return jsonResponse(200, {}, versionHeaders(request.headers))
}

/** POST /recover: a password reset link; the same answer whether or not the address has an account. */
export function recover(context: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  return sendLinkIfWanted(context, request, 'recovery', () => true)
}

/**
 * POST /resend (type signup): a new confirmation link, replacing the last one. A confirmed or
 * unknown address gets the same answer and no mail, as from GoTrue.
 */
export async function resend(context: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const body = await readAuthBody(request)
  const type = optionalString(body, 'type')
  if (type !== 'signup') {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change')
  }
  return sendLinkIfWanted(context, request, 'signup', (user) => user.email_confirmed_at === null)
}
