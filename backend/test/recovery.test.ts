import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../src/server.ts'
import {
  NEW_CUSTOMER,
  call,
  newClient,
  startTestBackend,
  testConfig,
  uniqueEmail,
} from './helpers.ts'
import { linkIn, mailsTo, openLink, pkceClient } from './mail.ts'

// Password recovery and PUT /user, and the e-mail limits, with the real supabase-js client.
const APP = 'http://localhost:3000/'
const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' }
const MAX_FREQUENCY_SECONDS = 60
let backend: RunningBackend
beforeAll(async () => {
  backend = await startTestBackend(null, {
    config: testConfig({ enableConfirmations: false, maxFrequencySeconds: MAX_FREQUENCY_SECONDS }),
  })
})
afterAll(() => backend.close())

async function newAccount(label: string, password: string) {
  const email = uniqueEmail(label)
  const { error } = await newClient(backend).auth.signUp({ email, password })
  expect(error).toBeNull()
  return email
}

describe('POST /recover', () => {
  it('answers an unknown address as a known one, and sends it nothing', async () => {
    const known = await newAccount('known', 'first-secret')
    const unknown = uniqueEmail('unknown')
    const answers = []
    for (const email of [known, unknown]) {
      const response = await call(backend, '/auth/v1/recover', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ email }),
      })
      answers.push({ status: response.status, body: await response.json() })
    }
    expect(answers[0]).toEqual({ status: 200, body: {} })
    expect(answers[1]).toEqual(answers[0])
    expect((await mailsTo(backend, known)).map((mail) => mail.subject)).toEqual([
      'Reset Your Password',
    ])
    expect(await mailsTo(backend, unknown)).toEqual([])
  })

  it('sends one mail per address per max_frequency: then 429 in GoTrue’s shape, for any address', async () => {
    for (const email of [await newAccount('often', 'first-secret'), uniqueEmail('often-unknown')]) {
      const ask = () =>
        call(backend, '/auth/v1/recover', {
          method: 'POST',
          headers: JSON_HEADERS,
          body: JSON.stringify({ email }),
        })
      expect((await ask()).status).toBe(200)
      const refused = await ask()
      expect(refused.status).toBe(429)
      expect(refused.headers.get('x-supabase-api-version')).toBe('2024-01-01')
      const body = (await refused.json()) as { code: string; message: string }
      expect(body.code).toBe('over_email_send_rate_limit')
      expect(body.message).toMatch(
        /^For security purposes, you can only request this after (59|60) seconds\.$/,
      )
    }
  })

  it('stops at [auth.rate_limit] email_sent mails an hour for the project', async () => {
    const config = testConfig()
    const limited = await startTestBackend(null, {
      config: {
        ...config,
        auth: { ...config.auth, rateLimit: { ...config.auth.rateLimit, emailSent: 1 } },
      },
    })
    try {
      const statuses = []
      for (const email of [NEW_CUSTOMER.email, uniqueEmail('second')]) {
        const { error } = await pkceClient(limited).auth.resetPasswordForEmail(email)
        statuses.push(error ? `${error.status} ${error.code} ${error.message}` : 'sent')
      }
      expect(statuses).toEqual(['sent', '429 over_email_send_rate_limit Email rate limit exceeded'])
    } finally {
      await limited.close()
    }
  })
})

describe('the recovery link and PUT /user', () => {
  it('signs in through the link, refuses the same or a weak password, then the new one works', async () => {
    const email = await newAccount('reset', 'old-secret')
    const other = newClient(backend)
    await other.auth.signInWithPassword({ email, password: 'old-secret' })
    const client = pkceClient(backend)
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: APP })).error).toBeNull()
    const landing = await openLink(linkIn((await mailsTo(backend, email))[0]))
    const { data, error } = await client.auth.exchangeCodeForSession(
      landing.searchParams.get('code') ?? '',
    )
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)

    const same = await client.auth.updateUser({ password: 'old-secret' })
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    })
    const weak = await client.auth.updateUser({ password: '12345' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
    expect((await client.auth.updateUser({ password: 'new-secret' })).error).toBeNull()

    const fresh = newClient(backend)
    const old = await fresh.auth.signInWithPassword({ email, password: 'old-secret' })
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'new-secret' })).error,
    ).toBeNull()
    // The other device's session ended with the change, as GoTrue ends them.
    expect((await other.auth.refreshSession()).error).toMatchObject({ status: 400 })
  })

  it('needs a signed-in caller: 401 no_authorization', async () => {
    const response = await call(backend, '/auth/v1/user', {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: JSON.stringify({ password: 'new-secret' }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'no_authorization' })
  })
})

describe('the mailbox', () => {
  it('shows every mail on its inbox page, each with its link', async () => {
    const email = await newAccount('inbox', 'first-secret')
    await pkceClient(backend).auth.resetPasswordForEmail(email, { redirectTo: APP })
    const [mail] = await mailsTo(backend, email)
    const inbox = await (await fetch(backend.mailboxUrl)).text()
    expect(inbox).toContain(`<a href="/messages/${mail?.id}">Reset Your Password</a>`)
    const page = await (await fetch(`${backend.mailboxUrl}/messages/${mail?.id}`)).text()
    expect(page).toContain(`href="${linkIn(mail).replace(/&/g, '&amp;')}"`)
  })
})
