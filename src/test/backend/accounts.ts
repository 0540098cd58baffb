import { get } from 'node:http'
import { inject, vi } from 'vitest'
import { DEMO_ACCOUNTS, type DemoAccount } from '../../../backend/src/demo-accounts'
import type { Mail } from '../../../backend/src/mailbox/mailbox'
import { accountApi } from '../../../backend/test/account-api'
import { totpCode, unusedTotpCode } from '../../../backend/test/totp-codes'

export interface Account {
  email: string
  password: string
}

/** The seeded accounts of the README: a customer and an administrator. */
export const [CUSTOMER, , ADMIN] = DEMO_ACCOUNTS as readonly [DemoAccount, DemoAccount, DemoAccount]

let counter = 0
/** A new address for each account a test creates, so that files and reruns never collide. */
export function uniqueEmail(label: string): string {
  counter += 1
  return `${label}-${Date.now()}-${counter}@example.com`
}

const backendUrl = () => inject('backendUrl')

/** The mails the backend sent to `email`, newest first, from its local mailbox. */
export async function mailsTo(email: string): Promise<Mail[]> {
  const url = `${inject('mailboxUrl')}/api/v1/messages?to=${encodeURIComponent(email)}`
  return (JSON.parse(await getText(url)) as { messages: Mail[] }).messages
}

/**
 * A GET from the test itself rather than the page: the page's fetch is the test DOM's, which
 * keeps the browser's same-origin rules (the mailbox allows no other origin) and follows redirects.
 */
function getText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve(body))
    }).on('error', reject)
  })
}

const api = () => accountApi(backendUrl())

/** A new account that has not confirmed its address yet (the backend asks for that). */
export async function unconfirmedAccount(label: string): Promise<Account> {
  const account = { email: uniqueEmail(label), password: 'secret1' }
  await api().signUp(account.email, account.password)
  return account
}

/** A confirmed account, its confirmation link followed as its owner would, and its token. */
async function confirmedAccount(label: string) {
  const account = await unconfirmedAccount(label)
  const link = /href="([^"]+)"/.exec((await mailsTo(account.email))[0]?.html ?? '')?.[1]
  if (!link) throw new Error(`no confirmation link for ${account.email}`)
  await getText(link.replace(/&amp;/g, '&'))
  return { ...account, ...(await api().signIn(account.email, account.password)) }
}

export interface AccountWithFactor extends Account {
  /** A code the backend accepts now, and has not seen. */
  nextCode(): Promise<string>
  /** Six digits the authenticator app does not show now. */
  wrongCode(): string
}

/**
 * A confirmed account with a verified authenticator-app factor, as two-step verification
 * leaves it; `admin` also gives it the admin role, as staff tooling would.
 */
export async function accountWithFactor(
  label: string,
  { admin = false } = {},
): Promise<AccountWithFactor> {
  const { userId, token, ...account } = await confirmedAccount(label)
  const { secret, step } = await api().turnOnTwoStep(token)
  if (admin) await api().grantAdmin(userId)
  let used = step
  return {
    ...account,
    async nextCode() {
      const next = await unusedTotpCode(secret, used)
      used = next.step
      return next.code
    },
    wrongCode() {
      const shown = [-30_000, 0, 30_000].map((offset) => totpCode(secret, Date.now() + offset))
      let code = 0
      while (shown.includes(String(code).padStart(6, '0'))) code += 1
      return String(code).padStart(6, '0')
    },
  }
}

/**
 * Watches the page's requests to the backend (they still go out): `to(path)` lists those whose
 * path starts with `path`, e.g. '/auth/v1/token'.
 */
export function watchBackendRequests() {
  const spy = vi.spyOn(globalThis, 'fetch')
  return {
    to(path: string): string[] {
      return spy.mock.calls
        .map(([input]) => (input instanceof Request ? input.url : String(input)))
        .filter((url) => url.startsWith(`${backendUrl()}${path}`))
    },
  }
}
