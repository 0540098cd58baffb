import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../src/api-keys.ts'
import { CLI_DEFAULTS } from '../src/project/project-config.ts'
import type { RunningBackend } from '../src/server.ts'
import { CUSTOMER, TEST_SIGN_IN_LIMIT, startTestBackend, uniqueEmail } from './helpers.ts'
import { spawnBackend, stopBackend, type SpawnedBackend } from './spawned-backend.ts'

const AUTH_HEADERS = {
  apikey: LOCAL_ANON_KEY,
  'Content-Type': 'application/json',
  'X-Supabase-Api-Version': '2024-01-01',
}

function wrongPasswordSignIn(url: string, email = uniqueEmail('nobody')) {
  return fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: AUTH_HEADERS,
    body: JSON.stringify({ email, password: 'not-the-password' }),
  })
}

async function statusCounts(responses: Response[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const response of responses) {
    const { code } = (await response.json()) as { code?: string }
    const key = `${response.status} ${code}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

/** A sign-in sent from another loopback address, as another machine would. */
function signInFrom(localAddress: string, url: string, email: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${url}/auth/v1/token?grant_type=password`,
      { method: 'POST', headers: AUTH_HEADERS, localAddress },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    call.on('error', reject)
    call.end(JSON.stringify({ email, password: 'not-the-password' }))
  })
}

/** The Supabase CLI's own `[auth.rate_limit] sign_in_sign_ups`. */
const DEFAULT_SIGN_IN_SIGN_UP_LIMIT = CLI_DEFAULTS.auth.rateLimit.signInSignUps

describe('rate limits on sign-in and sign-up, at the Supabase CLI defaults', () => {
  let backend: RunningBackend
  beforeAll(async () => {
    backend = await startTestBackend(null, { signInSignUpLimit: DEFAULT_SIGN_IN_SIGN_UP_LIMIT })
  })
  afterAll(() => backend.close())

  it('a burst from one address gets 429s in GoTrue’s shape past the limit, sign-ups included', async () => {
    const burst = await Promise.all(
      Array.from({ length: 45 }, () => wrongPasswordSignIn(backend.url)),
    )
    const refused = burst.find((response) => response.status === 429)
    expect(refused?.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await statusCounts(burst)).toEqual({
      '400 invalid_credentials': DEFAULT_SIGN_IN_SIGN_UP_LIMIT,
      '429 over_request_rate_limit': 45 - DEFAULT_SIGN_IN_SIGN_UP_LIMIT,
    })
    const signUp = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: AUTH_HEADERS,
      body: JSON.stringify({ email: uniqueEmail('late'), password: 'long-enough' }),
    })
    expect(signUp.status).toBe(429)
    expect(await signUp.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    })
  })

  it('one account guessed at from many addresses is limited too', async () => {
    const statuses: number[] = []
    for (let host = 2; host < 2 + DEFAULT_SIGN_IN_SIGN_UP_LIMIT + 2; host += 1) {
      statuses.push(await signInFrom(`127.0.0.${host}`, backend.url, CUSTOMER.email))
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(DEFAULT_SIGN_IN_SIGN_UP_LIMIT)
    expect(statuses.slice(DEFAULT_SIGN_IN_SIGN_UP_LIMIT)).toEqual([429, 429])
  })
})

describe('a flood of wrong passwords does not stall signed-in users', () => {
  let backend: SpawnedBackend
  beforeAll(async () => {
    // Limits raised, as when the flood comes from many addresses: the hashing queue must hold.
    backend = await spawnBackend([
      '--memory',
      '--port',
      '0',
      '--sign-in-limit',
      String(TEST_SIGN_IN_LIMIT),
    ])
  }, 60_000)
  afterAll(() => stopBackend(backend))

  it('a signed-in read answers within 1.5 s during 200 concurrent wrong-password sign-ins', async () => {
    const signIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: AUTH_HEADERS,
      body: JSON.stringify(CUSTOMER),
    })
    const { access_token: token } = (await signIn.json()) as { access_token: string }
    const read = async () => {
      const started = performance.now()
      const response = await fetch(
        `${backend.url}/rest/v1/appointments?select=id&user_id=eq.${CUSTOMER.userId}`,
        { headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}` } },
      )
      expect(await response.json()).toHaveLength(6)
      return performance.now() - started
    }
    const idle = await read()

    const flood = Promise.all(Array.from({ length: 200 }, () => wrongPasswordSignIn(backend.url)))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const during: number[] = []
    for (let index = 0; index < 5; index += 1) during.push(await read())
    const answered = await flood
    const counts = await statusCounts(answered)
    console.log(
      `signed-in read: ${idle.toFixed(0)} ms idle, ${during.map((ms) => ms.toFixed(0)).join(', ')} ms during the flood; flood answers ${JSON.stringify(counts)}`,
    )
    expect(Math.max(...during)).toBeLessThan(1500)
    expect(Object.keys(counts).sort()).toEqual(
      Object.keys(counts).length === 1
        ? ['400 invalid_credentials']
        : ['400 invalid_credentials', '429 over_request_rate_limit'],
    )
  }, 60_000)
})
