import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Transaction } from '@electric-sql/pglite'
import { FLOW_STATE_TTL_SECONDS } from '../config.ts'
import { validationFailed } from './gotrue-errors.ts'
import type { MailKind } from './mail-sender.ts'
import { optionalString, type JsonObject } from './request-body.ts'

/** GoTrue marks the tokens of PKCE links, so /verify knows to answer with a code. */
const PKCE_PREFIX = 'pkce_'

/** The hosted schema's columns for each kind of link. */
const COLUMNS = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
} as const satisfies Record<MailKind, { token: string; sentAt: string }>

export interface PkceChallenge {
  challenge: string
  method: 's256' | 'plain'
}

/** Only a hash is stored, so a leaked database holds no working links. */
const digest = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** The PKCE challenge supabase-js sends (`flowType: 'pkce'`), or null for the implicit flow. */
export function readPkceChallenge(body: JsonObject): PkceChallenge | null {
  const challenge = optionalString(body, 'code_challenge') ?? ''
  const method = (optionalString(body, 'code_challenge_method') ?? '').toLowerCase()
  if (challenge === '' && method === '') return null
  if (method !== 's256' && method !== 'plain') {
    throw validationFailed('code challenge method not supported')
  }
  if (!/^[\w.~-]{43,128}$/.test(challenge)) {
    throw validationFailed('code challenge has to be between 43 and 128 characters')
  }
  return { challenge, method }
}

/**
 * A new link for the user, replacing any earlier one of the same kind (and its PKCE flow).
 * Returns the token the link carries.
 */
export async function issueLinkToken(
  tx: Transaction,
  userId: string,
  kind: MailKind,
  pkce: PkceChallenge | null,
): Promise<string> {
  const secret = randomBytes(28).toString('hex')
  const { token, sentAt } = COLUMNS[kind]
  await tx.query(`update auth.users set ${token} = $2, ${sentAt} = now() where id = $1`, [
    userId,
    digest(secret),
  ])
  await tx.query('delete from auth.flow_state where user_id = $1 and authentication_method = $2', [
    userId,
    kind,
  ])
  if (!pkce) return secret
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, authentication_method)
     values ($1, $2, $3, $4, $5, $6)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, kind],
  )
  return PKCE_PREFIX + secret
}

export type Redemption =
  | { kind: 'redeemed'; userId: string; pkce: boolean; authCode: string | null }
  | { kind: 'invalid'; pkce: boolean }

/**
 * Uses a link: it works once, within `expirySeconds` of being sent. Confirms the address (a
 * recovery link proves it too) and, for a PKCE link, releases the flow's code.
 */
export async function redeemLinkToken(
  tx: Transaction,
  linkToken: string,
  kind: MailKind,
  expirySeconds: number,
): Promise<Redemption> {
  const pkce = linkToken.startsWith(PKCE_PREFIX)
  const secret = pkce ? linkToken.slice(PKCE_PREFIX.length) : linkToken
  const { token, sentAt } = COLUMNS[kind]
  const found = await tx.query<{ id: string; fresh: boolean }>(
    `update auth.users set ${token} = '' where ${token} = $1 and $1 <> ''
     returning id, ${sentAt} > now() - make_interval(secs => $2) as fresh`,
    [digest(secret), expirySeconds],
  )
  const user = found.rows[0]
  if (!user?.fresh) return { kind: 'invalid', pkce }
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1`,
    [user.id],
  )
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'
     where user_id = $1 and provider = 'email'`,
    [user.id],
  )
  if (!pkce) return { kind: 'redeemed', userId: user.id, pkce, authCode: null }
  const flow = await tx.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where user_id = $1 and authentication_method = $2 returning auth_code`,
    [user.id, kind],
  )
  const authCode = flow.rows[0]?.auth_code
  return authCode
    ? { kind: 'redeemed', userId: user.id, pkce, authCode }
    : { kind: 'invalid', pkce }
}

export type Exchange =
  | { kind: 'exchanged'; userId: string }
  | { kind: 'not_found' }
  | { kind: 'expired' }
  | { kind: 'bad_verifier' }

function challengeOf(verifier: string, method: string): string {
  return method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier
}

/** /token?grant_type=pkce: the code from /verify plus the verifier of the flow's challenge. */
export async function exchangeAuthCode(
  tx: Transaction,
  authCode: string,
  verifier: string,
): Promise<Exchange> {
  const found = await tx.query<{
    id: string
    user_id: string
    code_challenge: string
    code_challenge_method: string
    fresh: boolean
  }>(
    `select id, user_id, code_challenge, code_challenge_method,
       auth_code_issued_at > now() - make_interval(secs => $2) as fresh
     from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null`,
    [authCode, FLOW_STATE_TTL_SECONDS],
  )
  const flow = found.rows[0]
  if (!flow) return { kind: 'not_found' }
  if (!flow.fresh) {
    await tx.query('delete from auth.flow_state where id = $1', [flow.id])
    return { kind: 'expired' }
  }
  const expected = Buffer.from(flow.code_challenge)
  const given = Buffer.from(challengeOf(verifier, flow.code_challenge_method))
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { kind: 'bad_verifier' }
  }
  await tx.query('delete from auth.flow_state where id = $1', [flow.id])
  return { kind: 'exchanged', userId: flow.user_id }
}
