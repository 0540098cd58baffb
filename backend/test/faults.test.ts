import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../src/api-keys.ts'
import { MAX_USER_METADATA_BYTES } from '../src/config.ts'
import { resetBackendData, type RunningBackend } from '../src/server.ts'
import { BAD_REQUESTS } from './bad-requests.ts'
import {
  CUSTOMER,
  call,
  makeTempDir,
  newClient,
  signedInClient,
  startTestBackend,
  uniqueEmail,
} from './helpers.ts'

let temp: Awaited<ReturnType<typeof makeTempDir>>
let backend: RunningBackend

beforeAll(async () => {
  temp = await makeTempDir()
  backend = await startTestBackend(temp.dir)
})
afterAll(async () => {
  await backend.close()
  await temp.remove()
})

describe('restart', () => {
  it('keeps accounts and sessions, and a second backend cannot open the same data', async () => {
    expect(backend.seeded).toBe(true)
    const email = uniqueEmail('restart')
    const signUp = await newClient(backend).auth.signUp({ email, password: 'kept-across-restarts' })
    expect(signUp.error).toBeNull()
    const { session } = await signedInClient(backend, CUSTOMER)

    await expect(startTestBackend(temp.dir)).rejects.toThrow(/in use/)
    await backend.close()
    const started = performance.now()
    backend = await startTestBackend(temp.dir)
    expect(backend.seeded).toBe(false)
    expect(performance.now() - started).toBeLessThan(5000)

    expect(
      (
        await newClient(backend).auth.signInWithPassword({
          email,
          password: 'kept-across-restarts',
        })
      ).error,
    ).toBeNull()
    const user = await newClient(backend).auth.getUser(session.access_token)
    expect(user.data.user?.id).toBe(CUSTOMER.userId)
    const refreshed = await newClient(backend).auth.refreshSession({
      refresh_token: session.refresh_token,
    })
    expect(refreshed.error).toBeNull()
  })

  it('reset brings back the seed and drops everything else', async () => {
    const email = uniqueEmail('reset')
    expect(
      (await newClient(backend).auth.signUp({ email, password: 'gone-after-reset' })).error,
    ).toBeNull()
    await expect(resetBackendData(temp.dir)).rejects.toThrow(/in use/)
    await backend.close()
    await resetBackendData(temp.dir)
    backend = await startTestBackend(temp.dir)
    const gone = await newClient(backend).auth.signInWithPassword({
      email,
      password: 'gone-after-reset',
    })
    expect(gone.error?.code).toBe('invalid_credentials')
    expect((await newClient(backend).auth.signInWithPassword(CUSTOMER)).error).toBeNull()
  })
})

describe('bad input', () => {
  it.each(BAD_REQUESTS)('%s gets a 4xx JSON error', async (_name, path, init, status) => {
    const response = await call(backend, path, init)
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/json/)
    expect(await response.json()).toBeTypeOf('object')
  })

  it('metadata at the size limit still leaves every later call of the account working', async () => {
    const client = newClient(backend)
    const signUp = await client.auth.signUp({
      email: uniqueEmail('long-name'),
      password: 'long-enough',
      options: { data: { first_name: 'x'.repeat(MAX_USER_METADATA_BYTES - 20) } },
    })
    expect(signUp.error).toBeNull()
    const token = signUp.data.session?.access_token ?? ''
    expect((await client.auth.getUser(token)).error).toBeNull()
    const read = await call(backend, '/rest/v1/profiles?select=first_name', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(read.status).toBe(200)
    expect(await read.json()).toEqual([{ first_name: 'x'.repeat(MAX_USER_METADATA_BYTES - 20) }])
  })

  it('a value of the wrong type for a column is a 400, not a 500', async () => {
    const { session } = await signedInClient(backend, CUSTOMER)
    const response = await call(backend, '/rest/v1/appointments?id=eq.not-a-uuid', {
      headers: { Authorization: `Bearer ${session.access_token}` },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: '22P02' })
  })

  it('answers malformed HTTP with 400 and stays up', async () => {
    const url = new URL(backend.url)
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () =>
        socket.write('THIS IS NOT HTTP\r\n\r\n'),
      )
      let data = ''
      socket.on('data', (chunk) => (data += chunk.toString()))
      socket.on('end', () => resolve(data))
      socket.on('error', reject)
    })
    expect(reply).toMatch(/^HTTP\/1\.1 400/)
    const huge = await call(backend, '/rest/v1/appointments', {
      headers: { 'X-Padding': 'a'.repeat(20_000) },
    })
    expect(huge.status).toBe(431)
  })

  it('still serves correct requests, many at once, each in its own transaction', async () => {
    const { client } = await signedInClient(backend, CUSTOMER)
    const reads = Array.from({ length: 40 }, (_, index) =>
      index % 2 === 0
        ? client.from('appointments').select('id').eq('user_id', CUSTOMER.userId)
        : newClient(backend).from('appointments').select('id'),
    )
    const results = await Promise.all(reads)
    results.forEach((result, index) => {
      if (index % 2 === 0) expect(result.data).toHaveLength(6)
      else expect(result.status).toBe(401)
    })
    const health = await fetch(`${backend.url}/auth/v1/health`)
    expect(health.status).toBe(200)
    expect(LOCAL_ANON_KEY).toBe(backend.anonKey)
  })
})
