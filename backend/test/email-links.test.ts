import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../src/server.ts'
import {
  CUSTOMER,
  TEST_SITE_URL,
  call,
  startTestBackend,
  testConfig,
  uniqueEmail,
} from './helpers.ts'
import { linkIn, mailsTo, openLink, pkceClient } from './mail.ts'

// Sign-up with confirmations on, /verify, /resend and the PKCE exchange, through the real
// supabase-js client as the app uses it (flowType 'pkce').
const APP = 'http://localhost:3000/'
let backend: RunningBackend
beforeAll(async () => {
  backend = await startTestBackend(null, { config: testConfig({ enableConfirmations: true }) })
})
afterAll(() => backend.close())

async function signUpPending(email: string) {
  const client = pkceClient(backend)
  const { data, error } = await client.auth.signUp({
    email,
    password: 'first-secret',
    options: { emailRedirectTo: APP, data: { first_name: 'Pat' } },
  })
  expect(error).toBeNull()
  return { client, data }
}

describe('sign-up with confirmations on', () => {
  it('gives the user without a session and sends GoTrue’s confirmation mail', async () => {
    const email = uniqueEmail('confirm')
    const { data } = await signUpPending(email)
    expect(data.session).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.user?.email_confirmed_at).toBeUndefined()
    expect(data.user?.identities).toHaveLength(1)
    const [mail] = await mailsTo(backend, email)
    expect(mail?.subject).toBe('Confirm Your Signup')
    const link = new URL(linkIn(mail))
    expect(link.href.startsWith(`${backend.url}/auth/v1/verify?`)).toBe(true)
    expect(link.searchParams.get('type')).toBe('signup')
    expect(link.searchParams.get('token')).toMatch(/^pkce_/)
  })

  it('refuses the password sign-in before the address is confirmed: 400 email_not_confirmed', async () => {
    const email = uniqueEmail('early')
    const { client } = await signUpPending(email)
    const { error } = await client.auth.signInWithPassword({ email, password: 'first-secret' })
    expect(error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    })
  })

  it('the link leads back with ?code=, which signs in once; then the password works too', async () => {
    const email = uniqueEmail('link')
    const { client } = await signUpPending(email)
    const landing = await openLink(linkIn((await mailsTo(backend, email))[0]))
    expect(`${landing.origin}${landing.pathname}`).toBe(APP)
    expect(landing.hash).toBe('')
    const code = landing.searchParams.get('code') ?? ''
    const { data, error } = await client.auth.exchangeCodeForSession(code)
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
    expect(data.session?.user.email_confirmed_at).toBeTruthy()

    const again = await call(backend, '/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    })
    expect(again.status).toBe(404)
    expect(await again.json()).toMatchObject({ code: 'flow_state_not_found' })
    const signIn = await pkceClient(backend).auth.signInWithPassword({
      email,
      password: 'first-secret',
    })
    expect(signIn.error).toBeNull()
  })

  it('a used link leads to the app with GoTrue’s otp_expired error, in the query and the fragment', async () => {
    const email = uniqueEmail('twice')
    await signUpPending(email)
    const link = linkIn((await mailsTo(backend, email))[0])
    await openLink(link)
    const landing = await openLink(link)
    expect(`${landing.origin}${landing.pathname}`).toBe(APP)
    const expected = {
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    }
    expect(Object.fromEntries(new URLSearchParams(landing.hash.slice(1)))).toEqual(expected)
    expect(Object.fromEntries(landing.searchParams)).toEqual(expected)
  })

  it('a code exchanged with another browser’s verifier is refused: 400 bad_code_verifier', async () => {
    const email = uniqueEmail('verifier')
    await signUpPending(email)
    const landing = await openLink(linkIn((await mailsTo(backend, email))[0]))
    const stranger = pkceClient(backend)
    await stranger.auth.resetPasswordForEmail(uniqueEmail('nobody')) // stores a verifier
    const { error } = await stranger.auth.exchangeCodeForSession(
      landing.searchParams.get('code') ?? '',
    )
    expect(error).toMatchObject({ status: 400, code: 'bad_code_verifier' })
  })

  it('answers an address with a confirmed account as GoTrue does: a user with no identities, no mail', async () => {
    const before = (await mailsTo(backend, CUSTOMER.email)).length
    const { data, error } = await pkceClient(backend).auth.signUp({
      email: CUSTOMER.email,
      password: 'whatever-1',
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.identities).toEqual([])
    expect(await mailsTo(backend, CUSTOMER.email)).toHaveLength(before)
  })
})

describe('POST /resend', () => {
  it('sends a new confirmation link that replaces the last one', async () => {
    const email = uniqueEmail('resend')
    const { client } = await signUpPending(email)
    const first = linkIn((await mailsTo(backend, email))[0])
    const { error } = await client.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: APP },
    })
    expect(error).toBeNull()
    const mails = await mailsTo(backend, email)
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm Your Signup',
      'Confirm Your Signup',
    ])
    expect((await openLink(first)).searchParams.get('error_code')).toBe('otp_expired')
    const landing = await openLink(linkIn(mails[0]))
    const { error: exchangeError } = await client.auth.exchangeCodeForSession(
      landing.searchParams.get('code') ?? '',
    )
    expect(exchangeError).toBeNull()
  })

  it('gives a confirmed or unknown address the same answer and no mail', async () => {
    for (const email of [CUSTOMER.email, uniqueEmail('unknown')]) {
      const before = (await mailsTo(backend, email)).length
      const { error } = await pkceClient(backend).auth.resend({ type: 'signup', email })
      expect(error).toBeNull()
      expect(await mailsTo(backend, email)).toHaveLength(before)
    }
  })

  it('refuses other types with 400 validation_failed', async () => {
    const response = await call(backend, '/auth/v1/resend', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ type: 'magiclink', email: CUSTOMER.email }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'validation_failed' })
  })
})

describe('GET /verify', () => {
  it('needs no API key, as a mail client opens it', async () => {
    const response = await fetch(`${backend.url}/auth/v1/verify?type=signup&token=nothing`, {
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
  })

  it('sends an open-redirect attempt to the site URL, and allowed targets where asked', async () => {
    const email = uniqueEmail('redirect')
    const client = pkceClient(backend)
    await client.auth.signUp({
      email,
      password: 'first-secret',
      options: { emailRedirectTo: 'https://evil.example/steal' },
    })
    const link = new URL(linkIn((await mailsTo(backend, email))[0]))
    expect(link.searchParams.get('redirect_to')).toBe(TEST_SITE_URL)
    // Even a hand-edited link goes nowhere else.
    link.searchParams.set('redirect_to', 'https://evil.example/steal')
    const landing = await openLink(link.href)
    expect(landing.origin).toBe(new URL(TEST_SITE_URL).origin)
    expect(landing.searchParams.get('code')).toBeTruthy()
  })

  it('refuses a link past [auth.email] otp_expiry', async () => {
    const expiring = await startTestBackend(null, {
      config: testConfig({ enableConfirmations: true, otpExpirySeconds: 0 }),
    })
    try {
      const email = uniqueEmail('expired')
      await pkceClient(expiring).auth.signUp({ email, password: 'first-secret' })
      const landing = await openLink(linkIn((await mailsTo(expiring, email))[0]))
      expect(landing.searchParams.get('error_code')).toBe('otp_expired')
      expect(landing.searchParams.get('code')).toBeNull()
    } finally {
      await expiring.close()
    }
  })

  it('signs in through the fragment for an implicit-flow link', async () => {
    const email = uniqueEmail('implicit')
    const response = await call(backend, `/auth/v1/signup?redirect_to=${encodeURIComponent(APP)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'first-secret' }),
    })
    expect(response.status).toBe(200)
    const link = linkIn((await mailsTo(backend, email))[0])
    expect(new URL(link).searchParams.get('token')).not.toMatch(/^pkce_/)
    const fragment = new URLSearchParams((await openLink(link)).hash.slice(1))
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('token_type')).toBe('bearer')
    expect(fragment.get('access_token')).toBeTruthy()
    expect(fragment.get('refresh_token')).toBeTruthy()
  })
})
