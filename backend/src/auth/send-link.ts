import type { Transaction } from '@electric-sql/pglite'
import type { OutgoingMail } from '../mailbox/mailbox.ts'
import type { AuthContext } from './context.ts'
import { issueLinkToken, type PkceChallenge } from './email-links.ts'
import { confirmationMail, recoveryMail } from './emails.ts'
import type { MailKind } from './mail-sender.ts'
import { redirectTarget } from './redirects.ts'

const TEMPLATES: Record<MailKind, (to: string, link: string) => OutgoingMail> = {
  signup: confirmationMail,
  recovery: recoveryMail,
}

export interface LinkRequest {
  userId: string
  email: string
  kind: MailKind
  pkce: PkceChallenge | null
  /** The client's `redirect_to`; replaced by the site URL unless allowed. */
  redirectTo: string | null
}

/**
 * Issues a link (in the caller's transaction) and returns the mail that carries it, to be
 * delivered once that transaction has committed. The link is GoTrue's: /verify with the token,
 * the type and where to go afterwards.
 */
export async function prepareLinkMail(
  context: AuthContext,
  tx: Transaction,
  request: LinkRequest,
): Promise<OutgoingMail> {
  const token = await issueLinkToken(tx, request.userId, request.kind, request.pkce)
  const link = new URL(`${context.issuer()}/verify`)
  link.searchParams.set('token', token)
  link.searchParams.set('type', request.kind)
  link.searchParams.set('redirect_to', redirectTarget(request.redirectTo, context.settings))
  return TEMPLATES[request.kind](request.email, link.href)
}
