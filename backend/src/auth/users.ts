import { randomUUID } from 'node:crypto'
import type { Transaction } from '@electric-sql/pglite'

export interface UserRow {
  id: string
  email: string
  encrypted_password: string | null
  email_confirmed_at: Date | null
  confirmation_sent_at: Date | null
  recovery_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
  phone: string | null
  is_anonymous: boolean
}

interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  email: string | null
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
}

export interface FactorRow {
  id: string
  friendly_name: string | null
  factor_type: 'totp'
  status: 'unverified' | 'verified'
  created_at: Date
  updated_at: Date
  last_challenged_at: Date | null
}

export interface UserWithIdentities {
  user: UserRow
  identities: IdentityRow[]
  factors: FactorRow[]
}

const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  phone, is_anonymous`

const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] }

export async function findUserByEmail(tx: Transaction, email: string): Promise<UserRow | null> {
  const result = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1`,
    [email],
  )
  return result.rows[0] ?? null
}

/** The user with their identities and factors, as /user and session responses show them. */
export async function loadUser(
  tx: Transaction,
  userId: string,
): Promise<UserWithIdentities | null> {
  const users = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
    userId,
  ])
  const user = users.rows[0]
  if (!user) return null
  const identities = await tx.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, email, last_sign_in_at, created_at, updated_at
     from auth.identities where user_id = $1 order by created_at`,
    [userId],
  )
  const factors = await tx.query<FactorRow>(
    `select id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at
     from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  )
  return { user, identities: identities.rows, factors: factors.rows }
}

/**
 * Creates an e-mail user and their e-mail identity: confirmed at once when confirmations are
 * off, else waiting for the link. The handle_new_user trigger creates the profile alongside.
 */
export async function insertUser(
  tx: Transaction,
  user: {
    email: string
    passwordHash: string
    metadata: Record<string, unknown>
    confirmed: boolean
  },
): Promise<string> {
  const id = randomUUID()
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $6 then now() end, $4, $5, now(), now())`,
    [id, user.email, user.passwordHash, EMAIL_APP_METADATA, user.metadata, user.confirmed],
  )
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
    [id, { sub: id, email: user.email, email_verified: user.confirmed, phone_verified: false }],
  )
  return id
}

export async function setPassword(
  tx: Transaction,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await tx.query(
    'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
    [userId, passwordHash],
  )
}

export async function recordSignIn(tx: Transaction, userId: string): Promise<void> {
  await tx.query(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1',
    [userId],
  )
}

const iso = (value: Date | null) => (value === null ? undefined : value.toISOString())

/** A factor as GoTrue lists it in the user, never with its secret. */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? '',
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    last_challenged_at: iso(factor.last_challenged_at),
  }
}

/** GoTrue's user JSON; like GoTrue's, it leaves `factors` out when there are none. */
export function userJson({
  user,
  identities,
  factors,
}: UserWithIdentities): Record<string, unknown> {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    phone: user.phone ?? '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: identity.created_at.toISOString(),
      updated_at: identity.updated_at.toISOString(),
      email: identity.email ?? undefined,
    })),
    ...(factors.length > 0 && { factors: factors.map(factorJson) }),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: user.is_anonymous,
  }
}

/**
 * What GoTrue answers a sign-up for an address that already has a confirmed account, when
 * confirmations are on: a made-up user with no identities, so the answer reveals nothing.
 */
export function obfuscatedUserJson(
  email: string,
  metadata: Record<string, unknown>,
): Record<string, unknown> {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: EMAIL_APP_METADATA,
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}
