import { randomUUID } from 'node:crypto'
import type { Transaction } from '@electric-sql/pglite'

export interface UserRow {
  id: string
  email: string
  encrypted_password: string | null
  email_confirmed_at: Date | null
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

export interface UserWithIdentities {
  user: UserRow
  identities: IdentityRow[]
}

const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, phone, is_anonymous`

const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] }

export async function findUserByEmail(tx: Transaction, email: string): Promise<UserRow | null> {
  const result = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1`,
    [email],
  )
  return result.rows[0] ?? null
}

/** The user and their identities, as /user and session responses show them. */
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
  return { user, identities: identities.rows }
}

/**
 * Creates a confirmed e-mail user (confirmation is off locally, as in the Supabase CLI) and
 * their e-mail identity. The handle_new_user trigger creates the profile in the same transaction.
 */
export async function insertUser(
  tx: Transaction,
  user: { email: string; passwordHash: string; metadata: Record<string, unknown> },
): Promise<string> {
  const id = randomUUID()
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
       $4, $5, now(), now())`,
    [id, user.email, user.passwordHash, EMAIL_APP_METADATA, user.metadata],
  )
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
    [id, { sub: id, email: user.email, email_verified: true, phone_verified: false }],
  )
  return id
}

export async function recordSignIn(tx: Transaction, userId: string): Promise<void> {
  await tx.query(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1',
    [userId],
  )
}

const iso = (value: Date | null) => (value === null ? undefined : value.toISOString())

/** GoTrue's user JSON. */
export function userJson({ user, identities }: UserWithIdentities): Record<string, unknown> {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
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
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: user.is_anonymous,
  }
}
