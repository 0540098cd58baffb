import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { importJWK, SignJWT, decodeJwt, generateKeyPair } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminInsertAppointment } from '../src/admin.ts'
import { LOCAL_SERVICE_ROLE_KEY } from '../src/api-keys.ts'
import type { RunningBackend } from '../src/server.ts'
import {
  ADMIN,
  CUSTOMER,
  NEW_CUSTOMER,
  call,
  makeTempDir,
  newClient,
  signedInClient,
  startTestBackend,
} from './helpers.ts'

// Row level security and grants, enforced by Postgres, seen through the HTTP API.
let backend: RunningBackend
let temp: Awaited<ReturnType<typeof makeTempDir>>
let customer: Awaited<ReturnType<typeof signedInClient>>

beforeAll(async () => {
  // A data directory (not memory) so the test can read the signing key and forge tokens.
  temp = await makeTempDir()
  backend = await startTestBackend(temp.dir)
  customer = await signedInClient(backend, CUSTOMER)
})
afterAll(async () => {
  await backend.close()
  await temp.remove()
})

const TABLES = ['profiles', 'appointments', 'user_roles'] as const

describe('reading other people’s rows', () => {
  it('user A gets nothing of user B, even filtering by B’s id', async () => {
    for (const other of [NEW_CUSTOMER, ADMIN]) {
      for (const table of TABLES) {
        const { data, error } = await customer.client
          .from(table)
          .select('*')
          .eq('user_id', other.userId)
        expect(error).toBeNull()
        expect(data).toEqual([])
      }
      const single = await customer.client
        .from('profiles')
        .select('*')
        .eq('user_id', other.userId)
        .single()
      expect(single.error?.code).toBe('PGRST116')
    }
  })

  it('an unfiltered read returns only the caller’s own rows', async () => {
    // How many rows the seed gives the customer in each table: counted before any row is checked.
    const own = { profiles: 1, appointments: 6, user_roles: 0 }
    for (const table of TABLES) {
      const { data, error } = await customer.client.from(table).select('user_id')
      expect(error).toBeNull()
      expect(data, table).toHaveLength(own[table])
      expect(new Set(data?.map((row: { user_id: string }) => row.user_id))).toEqual(
        new Set(own[table] > 0 ? [CUSTOMER.userId] : []),
      )
    }
    // The admin's own role row is visible to the admin: the empty answer above is the policy,
    // not a table the test cannot see into.
    const admin = await signedInClient(backend, ADMIN)
    const roles = await admin.client.from('user_roles').select('user_id, role')
    expect(roles.data).toEqual([{ user_id: ADMIN.userId, role: 'admin' }])
  })

  it('anonymous visitors read nothing', async () => {
    const anon = newClient(backend)
    for (const table of TABLES) {
      const { data, error, status } = await anon.from(table).select('*')
      expect(data).toBeNull()
      expect(status).toBe(401)
      expect(error?.code).toBe('42501')
    }
  })
})

describe('writing', () => {
  it('a user cannot make themself admin', async () => {
    const { error, status } = await customer.client
      .from('user_roles')
      .insert({ user_id: CUSTOMER.userId, role: 'admin' })
    expect(status).toBe(403)
    expect(error?.code).toBe('42501')
    const check = await customer.client
      .from('user_roles')
      .select('role')
      .eq('user_id', CUSTOMER.userId)
      .eq('role', 'admin')
    expect(check.data).toEqual([])
  })

  it('a user cannot add, change or delete appointments', async () => {
    const insert = await customer.client.from('appointments').insert({
      user_id: CUSTOMER.userId,
      service_type: 'Free notarization',
      appointment_date: new Date().toISOString(),
      amount: 0,
    })
    expect(insert.error?.code).toBe('42501')
    const update = await customer.client
      .from('appointments')
      .update({ amount: 1 })
      .eq('user_id', CUSTOMER.userId)
    expect(update.error?.code).toBe('42501')
    const remove = await customer.client
      .from('appointments')
      .delete()
      .eq('user_id', CUSTOMER.userId)
    expect(remove.error?.code).toBe('42501')
    const { data } = await customer.client
      .from('appointments')
      .select('id')
      .eq('user_id', CUSTOMER.userId)
    expect(data).toHaveLength(6)
  })

  it('a user cannot change their profile; anonymous writes are refused too', async () => {
    const update = await customer.client
      .from('profiles')
      .update({ city: 'Elsewhere' })
      .eq('user_id', CUSTOMER.userId)
    expect(update.status).toBe(403)
    expect(update.error?.code).toBe('42501')
    const anonymous = await newClient(backend)
      .from('profiles')
      .insert({ user_id: NEW_CUSTOMER.userId, first_name: 'Mallory' })
    expect(anonymous.status).toBe(401)
    const profile = await customer.client
      .from('profiles')
      .select('city')
      .eq('user_id', CUSTOMER.userId)
      .single()
    expect(profile.data).toEqual({ city: 'Dallas' })
  })

  it('the service role can insert, and the owner then sees the row', async () => {
    const inserted = await adminInsertAppointment(
      {
        user_id: NEW_CUSTOMER.userId,
        service_type: 'Remote Online Notarization',
        appointment_date: new Date().toISOString(),
        amount: 2500,
      },
      { url: backend.url },
    )
    expect(inserted).toMatchObject({
      user_id: NEW_CUSTOMER.userId,
      status: 'pending',
      payment_status: null,
    })
    const owner = await signedInClient(backend, NEW_CUSTOMER)
    const { data } = await owner.client
      .from('appointments')
      .select('id')
      .eq('user_id', NEW_CUSTOMER.userId)
    expect(data).toEqual([{ id: inserted.id }])
    const cleanup = await call(backend, `/rest/v1/appointments?id=eq.${inserted.id}`, {
      method: 'DELETE',
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      },
    })
    expect(cleanup.status).toBe(204)
  })
})

describe('tokens', () => {
  async function signingKey() {
    const stored = JSON.parse(await readFile(path.join(temp.dir, 'signing-key.json'), 'utf8')) as {
      kid: string
      privateJwk: Parameters<typeof importJWK>[0]
    }
    return { kid: stored.kid, key: await importJWK(stored.privateJwk, 'ES256') }
  }

  function readAppointments(token: string) {
    return call(backend, `/rest/v1/appointments?select=id&user_id=eq.${CUSTOMER.userId}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  }

  it('a tampered token is refused by REST and Auth', async () => {
    const [header, , signature] = customer.session.access_token.split('.')
    const claims = { ...decodeJwt(customer.session.access_token), sub: ADMIN.userId }
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`
    const rest = await readAppointments(forged)
    expect(rest.status).toBe(401)
    expect(((await rest.json()) as { code: string }).code).toBe('PGRST301')
    const user = await newClient(backend).auth.getUser(forged)
    expect(user.error?.code).toBe('bad_jwt')
  })

  it('an expired token is refused with "JWT expired"', async () => {
    const { kid, key } = await signingKey()
    const now = Math.floor(Date.now() / 1000)
    const expired = await new SignJWT({
      ...decodeJwt(customer.session.access_token),
      iat: now - 7200,
      exp: now - 3600,
    })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .sign(key)
    const rest = await readAppointments(expired)
    expect(rest.status).toBe(401)
    expect(await rest.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' })
    const user = await newClient(backend).auth.getUser(expired)
    expect(user.error?.status).toBe(403)
    expect(user.error?.message).toContain('token is expired')
  })

  it('tokens from another key, with alg none, or HS256 with the public demo secret are refused', async () => {
    const claims = decodeJwt(customer.session.access_token)
    const { kid } = await signingKey()
    const { privateKey } = await generateKeyPair('ES256')
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid })
      .sign(privateKey)
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`
    const demoSecret = new TextEncoder().encode(
      'super-secret-jwt-token-with-at-least-32-characters-long',
    )
    const hs256 = await new SignJWT({ ...claims, role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(demoSecret)
    for (const token of [otherKey, none, hs256, 'not-a-jwt']) {
      expect((await readAppointments(token)).status).toBe(401)
    }
  })
})

describe('injection', () => {
  it('names and values that try SQL are refused or treated as data', async () => {
    const attempts = [
      `/rest/v1/appointments?select=id&user_id=eq.${CUSTOMER.userId}'%20or%20'1'='1`,
      '/rest/v1/appointments?select=id;drop%20table%20public.appointments',
      '/rest/v1/appointments?order=created_at;drop%20table%20public.appointments',
      '/rest/v1/appointments?%22user_id%22%20or%201=1--=eq.x',
      '/rest/v1/appointments;drop%20table%20public.appointments',
    ]
    const headers = { Authorization: `Bearer ${customer.session.access_token}` }
    for (const attempt of attempts) {
      const response = await call(backend, attempt, { headers })
      expect(response.status, attempt).toBeGreaterThanOrEqual(400)
      expect(response.status, attempt).toBeLessThan(500)
    }
    // Values are bound parameters: quotes and keywords in them only fail to match.
    for (const value of [
      "eq.pending'%20or%20'x'='x",
      'in.(pending)%20or%20true)',
      'like.*%27%3B--',
    ]) {
      const response = await call(backend, `/rest/v1/appointments?select=id&status=${value}`, {
        headers,
      })
      expect(response.status, value).toBe(200)
      expect(await response.json()).toEqual([])
    }
    const { data } = await customer.client
      .from('appointments')
      .select('id')
      .eq('user_id', CUSTOMER.userId)
    expect(data).toHaveLength(6)
  })
})
