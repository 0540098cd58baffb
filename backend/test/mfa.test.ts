import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { MFA_CHALLENGE_TTL_SECONDS, MFA_WRONG_CODE_LIMIT } from '../src/config.ts'
import type { RunningBackend } from '../src/server.ts'
import { CUSTOMER, newClient, signedInClient, startTestBackend, uniqueEmail } from './helpers.ts'
import { totpCode, unusedTotpCode } from './totp-codes.ts'

// Authenticator-app factors with the real supabase-js client, as the portal uses them.
let backend: RunningBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())
afterEach(() => {
  vi.useRealTimers()
})

async function newAccount(label: string) {
  const account = { email: uniqueEmail(label), password: 'mfa-secret' }
  const { error } = await newClient(backend).auth.signUp(account)
  expect(error).toBeNull()
  return account
}

interface Enrolled {
  factorId: string
  secret: string
  /** The step of the last code the server accepted. */
  used: number | null
}

async function enroll(client: SupabaseClient): Promise<Enrolled> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' })
  expect(error).toBeNull()
  if (!data) throw new Error('no enrolment')
  return { factorId: data.id, secret: data.totp.secret, used: null }
}

/** Challenges and answers with a code not used yet; the factor remembers the step. */
async function verify(client: SupabaseClient, factor: Enrolled) {
  const challenge = await client.auth.mfa.challenge({ factorId: factor.factorId })
  expect(challenge.error).toBeNull()
  const { code, step } = await unusedTotpCode(factor.secret, factor.used)
  const result = await client.auth.mfa.verify({
    factorId: factor.factorId,
    challengeId: challenge.data?.id ?? '',
    code,
  })
  if (result.error === null) factor.used = step
  return { ...result, code }
}

async function enrolledAccount(label: string) {
  const account = await newAccount(label)
  const { client } = await signedInClient(backend, account)
  const factor = await enroll(client)
  expect((await verify(client, factor)).error).toBeNull()
  return { account, client, factor }
}

async function level(client: SupabaseClient) {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel()
  expect(error).toBeNull()
  return {
    current: data?.currentLevel,
    next: data?.nextLevel,
    methods: data?.currentAuthenticationMethods.map((entry) =>
      typeof entry === 'string' ? entry : entry.method,
    ),
  }
}

describe('enrolment', () => {
  it('gives a secret, its otpauth URI and the QR code as an SVG data URI; unverified until a code', async () => {
    const { client } = await signedInClient(backend, await newAccount('enrol'))
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
      issuer: 'Keystone',
    })
    expect(error).toBeNull()
    expect(data?.type).toBe('totp')
    expect(data?.friendly_name).toBe('Phone')
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(data?.totp.uri).toMatch(/^otpauth:\/\/totp\/Keystone:/)
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /)

    const listed = await client.auth.mfa.listFactors()
    expect(listed.data?.all.map((factor) => factor.status)).toEqual(['unverified'])
    expect(listed.data?.totp).toEqual([])
    expect(await level(client)).toEqual({ current: 'aal1', next: 'aal1', methods: ['password'] })
  })

  it('a right code verifies the factor and raises the session to aal2, announced to listeners', async () => {
    const { client } = await signedInClient(backend, await newAccount('raise'))
    const events: string[] = []
    client.auth.onAuthStateChange((event) => events.push(event))
    const factor = await enroll(client)
    const { data, error } = await verify(client, factor)
    expect(error).toBeNull()
    expect(data?.access_token).toBeTruthy()
    expect(events).toContain('MFA_CHALLENGE_VERIFIED')
    expect(await level(client)).toEqual({
      current: 'aal2',
      next: 'aal2',
      methods: ['totp', 'password'],
    })
    const listed = await client.auth.mfa.listFactors()
    expect(listed.data?.totp.map((entry) => entry.id)).toEqual([factor.factorId])
    // A refreshed session keeps its level.
    const refreshed = await client.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    expect((await level(client)).current).toBe('aal2')
  })

  it('the next sign-in is aal1 with aal2 to reach; a second factor needs aal2 first', async () => {
    const { account, factor } = await enrolledAccount('next')
    const { client } = await signedInClient(backend, account)
    expect(await level(client)).toEqual({ current: 'aal1', next: 'aal2', methods: ['password'] })
    const second = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Other' })
    expect(second.error?.code).toBe('insufficient_aal')
    expect((await verify(client, factor)).error).toBeNull()
    expect((await level(client)).current).toBe('aal2')
  })
})

describe('codes', () => {
  it('work once: the same code on a new challenge is refused', async () => {
    const { client, factor } = await enrolledAccount('once')
    const first = await verify(client, factor)
    expect(first.error).toBeNull()
    const challenge = await client.auth.mfa.challenge({ factorId: factor.factorId })
    const again = await client.auth.mfa.verify({
      factorId: factor.factorId,
      challengeId: challenge.data?.id ?? '',
      code: first.code,
    })
    expect(again.error?.code).toBe('mfa_verification_failed')
    expect(again.error?.message).toBe('Invalid TOTP code entered')
  })

  it('a code from two steps ago is refused; a wrong one too, and the challenge stays open', async () => {
    const { account, factor } = await enrolledAccount('old')
    const { client } = await signedInClient(backend, account)
    const challenge = await client.auth.mfa.challenge({ factorId: factor.factorId })
    const challengeId = challenge.data?.id ?? ''
    const old = await client.auth.mfa.verify({
      factorId: factor.factorId,
      challengeId,
      code: totpCode(factor.secret, Date.now() - 60_000),
    })
    expect(old.error?.code).toBe('mfa_verification_failed')
    const { code } = await unusedTotpCode(factor.secret, factor.used)
    const right = await client.auth.mfa.verify({ factorId: factor.factorId, challengeId, code })
    expect(right.error).toBeNull()
  })

  it(`after ${MFA_WRONG_CODE_LIMIT} wrong codes the factor answers 429 in GoTrue’s shape, even to the right code`, async () => {
    const { account, factor } = await enrolledAccount('limit')
    const { client } = await signedInClient(backend, account)
    const challenge = await client.auth.mfa.challenge({ factorId: factor.factorId })
    const challengeId = challenge.data?.id ?? ''
    const right = totpCode(factor.secret)
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0')
    for (let attempt = 0; attempt < MFA_WRONG_CODE_LIMIT; attempt += 1) {
      const result = await client.auth.mfa.verify({
        factorId: factor.factorId,
        challengeId,
        code: wrong,
      })
      expect(result.error?.code).toBe('mfa_verification_failed')
    }
    const { code } = await unusedTotpCode(factor.secret, factor.used)
    const limited = await client.auth.mfa.verify({ factorId: factor.factorId, challengeId, code })
    expect(limited.error?.status).toBe(429)
    expect(limited.error?.code).toBe('over_request_rate_limit')
    expect((await level(client)).current).toBe('aal1')
  })

  it('a challenge older than its lifetime is refused with mfa_challenge_expired', async () => {
    const { account, factor } = await enrolledAccount('expired')
    const { client } = await signedInClient(backend, account)
    const challenge = await client.auth.mfa.challenge({ factorId: factor.factorId })
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000)
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + (MFA_CHALLENGE_TTL_SECONDS + 31) * 1000,
    })
    const late = await client.auth.mfa.verify({
      factorId: factor.factorId,
      challengeId: challenge.data?.id ?? '',
      code: totpCode(factor.secret),
    })
    expect(late.error?.code).toBe('mfa_challenge_expired')
    expect((await level(client)).current).toBe('aal1')
  })
})

describe('row level security with a factor on', () => {
  it('an aal1 token reads no appointments or profile of the account; an aal2 token reads them', async () => {
    const { client } = await signedInClient(backend, CUSTOMER)
    const read = async () => ({
      appointments: (await client.from('appointments').select('id')).data?.length,
      profiles: (await client.from('profiles').select('user_id')).data?.length,
    })
    expect(await read()).toEqual({ appointments: 6, profiles: 1 })
    const factor = await enroll(client)
    // An unverified factor changes nothing yet.
    expect(await read()).toEqual({ appointments: 6, profiles: 1 })
    expect((await verify(client, factor)).error).toBeNull()
    expect(await read()).toEqual({ appointments: 6, profiles: 1 })

    const { client: second } = await signedInClient(backend, CUSTOMER)
    const direct = await second.from('appointments').select('id')
    expect(direct.error).toBeNull()
    expect(direct.data).toEqual([])
    expect((await second.from('profiles').select('user_id')).data).toEqual([])
    expect((await verify(second, factor)).error).toBeNull()
    expect((await second.from('appointments').select('id')).data).toHaveLength(6)

    // Removing the factor (from aal2) returns the account to password-only reads.
    const removed = await second.auth.mfa.unenroll({ factorId: factor.factorId })
    expect(removed.error).toBeNull()
    const { client: third } = await signedInClient(backend, CUSTOMER)
    expect((await third.from('appointments').select('id')).data).toHaveLength(6)
    expect(await level(third)).toEqual({ current: 'aal1', next: 'aal1', methods: ['password'] })
  })
})

describe('removal and other users', () => {
  it('a verified factor is removed only from an aal2 session', async () => {
    const { account, factor } = await enrolledAccount('remove')
    const { client } = await signedInClient(backend, account)
    const early = await client.auth.mfa.unenroll({ factorId: factor.factorId })
    expect(early.error?.code).toBe('insufficient_aal')
    expect((await verify(client, factor)).error).toBeNull()
    const removed = await client.auth.mfa.unenroll({ factorId: factor.factorId })
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual({ id: factor.factorId })
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([])
  })

  it('another user’s factor can be neither challenged, verified nor deleted', async () => {
    const owner = await enrolledAccount('owner')
    const { client: other } = await signedInClient(backend, await newAccount('other'))
    const challenge = await other.auth.mfa.challenge({ factorId: owner.factor.factorId })
    expect(challenge.error?.status).toBe(404)
    expect(challenge.error?.code).toBe('mfa_factor_not_found')
    const ownChallenge = await owner.client.auth.mfa.challenge({
      factorId: owner.factor.factorId,
    })
    const verified = await other.auth.mfa.verify({
      factorId: owner.factor.factorId,
      challengeId: ownChallenge.data?.id ?? '',
      code: totpCode(owner.factor.secret),
    })
    expect(verified.error?.code).toBe('mfa_factor_not_found')
    const deleted = await other.auth.mfa.unenroll({ factorId: owner.factor.factorId })
    expect(deleted.error?.code).toBe('mfa_factor_not_found')
    const listed = await owner.client.auth.mfa.listFactors()
    expect(listed.data?.totp.map((factor) => factor.id)).toEqual([owner.factor.factorId])
  })

  it('an id that is not a UUID names no factor', async () => {
    const { client } = await signedInClient(backend, await newAccount('bad-id'))
    const challenge = await client.auth.mfa.challenge({ factorId: 'not-a-uuid' })
    expect(challenge.error?.code).toBe('mfa_factor_not_found')
  })
})
