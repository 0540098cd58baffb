import { expect } from '@playwright/test'
import type { Mail } from '../../backend/src/mailbox/mailbox'
import { E2E_MAILBOX_PORT } from './ports'

export const E2E_MAILBOX_URL = `http://127.0.0.1:${E2E_MAILBOX_PORT}`

/** What the mail must arrive within, from the moment the app says it was sent. */
export const MAIL_ARRIVES_WITHIN_MS = 2000

/** The mails to one address, newest first, from the mailbox's JSON endpoint. */
export async function mailsTo(email: string, mailbox = E2E_MAILBOX_URL): Promise<Mail[]> {
  const response = await fetch(`${mailbox}/api/v1/messages?to=${encodeURIComponent(email)}`)
  return ((await response.json()) as { messages: Mail[] }).messages
}

/** Waits for the `count`-th mail to an address and returns it. */
export async function nthMailTo(email: string, count: number, subject: string): Promise<Mail> {
  await expect
    .poll(async () => (await mailsTo(email)).length, { timeout: MAIL_ARRIVES_WITHIN_MS })
    .toBe(count)
  const [newest] = await mailsTo(email)
  expect(newest?.subject).toBe(subject)
  return newest as Mail
}

/** The link of a mail, as its reader would click it. */
export function linkIn(mail: Mail): string {
  const href = /href="([^"]+)"/.exec(mail.html)?.[1]
  if (!href) throw new Error(`no link in the mail "${mail.subject}"`)
  return href.replace(/&amp;/g, '&')
}
