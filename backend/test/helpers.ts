import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js'
import { LOCAL_ANON_KEY } from '../src/api-keys.ts'
import type { DemoAccount } from '../src/demo-accounts.ts'
import { DEMO_ACCOUNTS } from '../src/demo-accounts.ts'
import { CLI_DEFAULTS, type ProjectConfig } from '../src/project/project-config.ts'
import { startBackend, type BackendOptions, type RunningBackend } from '../src/server.ts'

export const [CUSTOMER, NEW_CUSTOMER, ADMIN] = DEMO_ACCOUNTS as [
  DemoAccount,
  DemoAccount,
  DemoAccount,
]

/**
 * Sign-ins and sign-ups the suites may make from 127.0.0.1: they create far more accounts than
 * a person would. The rate-limit tests start their backends with the real default.
 */
export const TEST_SIGN_IN_LIMIT = 10_000

/**
 * The Supabase CLI's defaults (confirmations off) with room for the many mails a suite sends;
 * `email` changes the `[auth.email]` settings.
 */
export function testConfig(email: Partial<ProjectConfig['auth']['email']> = {}): ProjectConfig {
  return {
    ...CLI_DEFAULTS,
    auth: {
      ...CLI_DEFAULTS.auth,
      siteUrl: TEST_SITE_URL,
      email: { ...CLI_DEFAULTS.auth.email, maxFrequencySeconds: 0, ...email },
      rateLimit: { ...CLI_DEFAULTS.auth.rateLimit, emailSent: 10_000 },
    },
  }
}

/** The site the test backends' links lead back to. */
export const TEST_SITE_URL = 'http://localhost:3000/'

/** A backend and its mailbox on free ports; in memory unless a data directory is given. */
export function startTestBackend(
  dataDir: string | null = null,
  options: BackendOptions = {},
): Promise<RunningBackend> {
  return startBackend({
    port: 0,
    mailboxPort: 0,
    dataDir,
    signInSignUpLimit: TEST_SIGN_IN_LIMIT,
    config: testConfig(),
    ...options,
  })
}

export async function makeTempDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'backend-test-'))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}

/** A client as the browser app builds it, minus storage and timers that would outlive a test. */
export function newClient(
  backend: RunningBackend,
  fetchImpl: typeof fetch = fetch,
): SupabaseClient {
  return createClient(backend.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchImpl },
  }) as SupabaseClient
}

export async function signedInClient(
  backend: RunningBackend,
  account: { email: string; password: string },
): Promise<{ client: SupabaseClient; session: Session }> {
  const client = newClient(backend)
  const { data, error } = await client.auth.signInWithPassword(account)
  if (error !== null) throw new Error(`sign-in failed for ${account.email}: ${error.message}`)
  return { client, session: data.session }
}

let counter = 0
/** A fresh address per call, so tests never collide on sign-up. */
export function uniqueEmail(label: string): string {
  counter += 1
  return `${label}-${process.pid}-${counter}@example.com`
}

/** Plain HTTP with the anon API key, for what supabase-js would never send. */
export function call(
  backend: RunningBackend,
  pathAndQuery: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers)
  if (!headers.has('apikey')) headers.set('apikey', LOCAL_ANON_KEY)
  return fetch(`${backend.url}${pathAndQuery}`, { ...init, headers })
}
