import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../src/server.ts'
import {
  ADMIN,
  CUSTOMER,
  NEW_CUSTOMER,
  call,
  newClient,
  signedInClient,
  startTestBackend,
  uniqueEmail,
} from './helpers.ts'

// The real supabase-js client against the local backend, making the calls the app makes.
let backend: RunningBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

describe('sign-up', () => {
  it('signs the new user in and creates the profile from the metadata', async () => {
    const client = newClient(backend)
    const email = uniqueEmail('signup')
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret-123',
      options: {
        emailRedirectTo: 'http://localhost:5173/',
        data: { first_name: 'Pat', last_name: 'Example' },
      },
    })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Pat', last_name: 'Example' })
    expect(data.session?.access_token).toBeTruthy()

    const profile = await client
      .from('profiles')
      .select('*')
      .eq('user_id', data.user?.id ?? '')
      .single()
    expect(profile.error).toBeNull()
    expect(profile.data).toMatchObject({
      first_name: 'Pat',
      last_name: 'Example',
      phone: null,
      city: null,
      state: null,
    })
  })

  it('reports an existing e-mail as "User already registered"', async () => {
    const { error } = await newClient(backend).auth.signUp({
      email: CUSTOMER.email.toUpperCase(),
      password: 'another-one',
    })
    expect(error?.message).toBe('User already registered')
    expect(error?.code).toBe('user_already_exists')
    expect(error?.status).toBe(422)
  })

  it('refuses a password shorter than 6 characters as a weak password', async () => {
    const { error } = await newClient(backend).auth.signUp({
      email: uniqueEmail('weak'),
      password: '12345',
    })
    expect(error?.name).toBe('AuthWeakPasswordError')
    expect(error?.code).toBe('weak_password')
    expect(error?.message).toBe('Password should be at least 6 characters.')
  })
})

describe('sign-in', () => {
  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const client = newClient(backend)
    for (const attempt of [
      { email: CUSTOMER.email, password: 'not-the-password' },
      { email: 'nobody@example.com', password: 'whatever1' },
    ]) {
      const { data, error } = await client.auth.signInWithPassword(attempt)
      expect(data.session).toBeNull()
      expect(error?.message).toBe('Invalid login credentials')
      expect(error?.code).toBe('invalid_credentials')
      expect(error?.status).toBe(400)
    }
  })

  it('works for every demo account printed at start-up', async () => {
    for (const account of backend.demoAccounts) {
      const { session } = await signedInClient(backend, account)
      expect(session.user.id).toBe(account.userId)
      expect(session.token_type).toBe('bearer')
      expect(session.expires_in).toBe(3600)
    }
  })

  it('getUser returns the signed-in user', async () => {
    const { client } = await signedInClient(backend, CUSTOMER)
    const { data, error } = await client.auth.getUser()
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      id: CUSTOMER.userId,
      email: CUSTOMER.email,
      aud: 'authenticated',
      role: 'authenticated',
    })
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Casey', last_name: 'Customer' })
  })

  it('getClaims verifies the ES256 token against the JWKS endpoint', async () => {
    const requested: string[] = []
    const spy: typeof fetch = (input, init) => {
      requested.push(new URL(input instanceof Request ? input.url : input.toString()).pathname)
      return fetch(input, init)
    }
    const client = newClient(backend, spy)
    await client.auth.signInWithPassword(CUSTOMER)
    const { data, error } = await client.auth.getClaims()
    expect(error).toBeNull()
    expect(data?.header).toMatchObject({ alg: 'ES256', typ: 'JWT' })
    expect(data?.claims).toMatchObject({
      sub: CUSTOMER.userId,
      aud: 'authenticated',
      role: 'authenticated',
      email: CUSTOMER.email,
      aal: 'aal1',
      is_anonymous: false,
      iss: `${backend.url}/auth/v1`,
    })
    expect(typeof data?.claims.session_id).toBe('string')
    expect(requested).toContain('/auth/v1/.well-known/jwks.json')
    expect(requested).not.toContain('/auth/v1/user')
  })
})

describe('refresh', () => {
  it('rotates the refresh token and refuses the old one', async () => {
    const { client, session } = await signedInClient(backend, CUSTOMER)
    const refreshed = await client.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token)
    expect(refreshed.data.session?.user.id).toBe(CUSTOMER.userId)

    const replay = await newClient(backend).auth.refreshSession({
      refresh_token: session.refresh_token,
    })
    expect(replay.data.session).toBeNull()
    expect(replay.error?.code).toBe('refresh_token_already_used')
    expect(replay.error?.status).toBe(400)

    // A replayed token means it leaked: the whole session ends, the newest token included.
    const after = await newClient(backend).auth.refreshSession({
      refresh_token: refreshed.data.session?.refresh_token ?? '',
    })
    expect(after.error?.code).toBe('refresh_token_not_found')
  })
})

describe('sign-out', () => {
  it('global ends every session of the user', async () => {
    const first = await signedInClient(backend, NEW_CUSTOMER)
    const second = await signedInClient(backend, NEW_CUSTOMER)
    expect((await first.client.auth.signOut()).error).toBeNull()
    expect((await first.client.auth.getSession()).data.session).toBeNull()

    const user = await newClient(backend).auth.getUser(second.session.access_token)
    expect(user.error?.name).toBe('AuthSessionMissingError')
    const refresh = await newClient(backend).auth.refreshSession({
      refresh_token: second.session.refresh_token,
    })
    expect(refresh.error?.code).toBe('refresh_token_not_found')
  })

  it('local ends only this session and others keeps only this one', async () => {
    const a = await signedInClient(backend, ADMIN)
    const b = await signedInClient(backend, ADMIN)
    const c = await signedInClient(backend, ADMIN)
    expect((await a.client.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect((await newClient(backend).auth.getUser(a.session.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    )
    expect((await newClient(backend).auth.getUser(b.session.access_token)).error).toBeNull()

    expect((await b.client.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await newClient(backend).auth.getUser(b.session.access_token)).error).toBeNull()
    expect((await newClient(backend).auth.getUser(c.session.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    )
  })
})

describe('the portal reads', () => {
  it('admin check finds the admin role only for the admin', async () => {
    for (const [account, expected] of [
      [ADMIN, [{ role: 'admin' }]],
      [CUSTOMER, []],
    ] as const) {
      const { client } = await signedInClient(backend, account)
      const { data, error } = await client
        .from('user_roles')
        .select('role')
        .eq('user_id', account.userId)
        .eq('role', 'admin')
      expect(error).toBeNull()
      expect(data).toEqual(expected)
    }
  })

  it('profile is one object; the new customer has no phone or location', async () => {
    const customer = await signedInClient(backend, CUSTOMER)
    const full = await customer.client
      .from('profiles')
      .select('*')
      .eq('user_id', CUSTOMER.userId)
      .single<{ created_at: string }>()
    expect(full.error).toBeNull()
    expect(full.data).toMatchObject({
      first_name: 'Casey',
      last_name: 'Customer',
      phone: '+1 555 0100',
      city: 'Dallas',
      state: 'TX',
    })
    expect(Number.isNaN(Date.parse(full.data?.created_at ?? ''))).toBe(false)

    const newcomer = await signedInClient(backend, NEW_CUSTOMER)
    const bare = await newcomer.client
      .from('profiles')
      .select('*')
      .eq('user_id', NEW_CUSTOMER.userId)
      .single()
    expect(bare.data).toMatchObject({ first_name: 'Noah', phone: null, city: null, state: null })
  })

  it('appointments come newest first with every status and payment status', async () => {
    const { client } = await signedInClient(backend, CUSTOMER)
    const { data, error } = await client
      .from('appointments')
      .select('*')
      .eq('user_id', CUSTOMER.userId)
      .order('created_at', { ascending: false })
    expect(error).toBeNull()
    const rows = data ?? []
    expect(rows).toHaveLength(6)
    const created = rows.map((row: { created_at: string }) => Date.parse(row.created_at))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    expect(new Set(rows.map((row: { status: string }) => row.status))).toEqual(
      new Set(['pending', 'confirmed', 'completed', 'cancelled', 'rescheduled']),
    )
    expect(
      new Set(rows.map((row: { payment_status: string | null }) => row.payment_status)),
    ).toEqual(new Set(['paid', 'pending', 'failed', 'refunded', null]))
    for (const row of rows as Array<{ amount: unknown }>)
      expect(Number.isInteger(row.amount)).toBe(true)
  })

  it('the customer without appointments gets an empty list', async () => {
    const { client } = await signedInClient(backend, NEW_CUSTOMER)
    const { data, error } = await client
      .from('appointments')
      .select('*')
      .eq('user_id', NEW_CUSTOMER.userId)
      .order('created_at', { ascending: false })
    expect(error).toBeNull()
    expect(data).toEqual([])
  })

  it('single() with no row is 406 PGRST116', async () => {
    const { client } = await signedInClient(backend, CUSTOMER)
    const { data, error, status } = await client
      .from('profiles')
      .select('*')
      .eq('user_id', ADMIN.userId)
      .single<Record<string, unknown>>()
    expect(data).toBeNull()
    expect(status).toBe(406)
    expect(error?.code).toBe('PGRST116')
  })
})

describe('browser wire details', () => {
  it('answers CORS preflights for any origin', async () => {
    const response = await fetch(`${backend.url}/rest/v1/appointments`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey, authorization, x-client-info',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization')
  })

  it('echoes the API version on auth errors and exposes it to scripts', async () => {
    const response = await call(backend, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
        Origin: 'http://localhost:5173',
      },
      body: JSON.stringify({ email: CUSTOMER.email, password: 'wrong-password' }),
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/i)
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
  })

  it('answers clients without the version header in the legacy shape', async () => {
    const response = await call(backend, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: CUSTOMER.email, password: 'wrong-password' }),
    })
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    })
  })
})
