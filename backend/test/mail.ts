import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { LOCAL_ANON_KEY } from '../src/api-keys.ts'
import type { Mail } from '../src/mailbox/mailbox.ts'
import type { RunningBackend } from '../src/server.ts'

/** The mails to one address, newest first, through the mailbox's JSON endpoint. */
export async function mailsTo(backend: RunningBackend, email: string): Promise<Mail[]> {
  const response = await fetch(
    `${backend.mailboxUrl}/api/v1/messages?to=${encodeURIComponent(email)}`,
  )
  return ((await response.json()) as { messages: Mail[] }).messages
}

/** The link of a mail, as its reader would click it. */
export function linkIn(mail: Mail | undefined): string {
  const href = /href="([^"]+)"/.exec(mail?.html ?? '')?.[1]
  if (!href) throw new Error(`no link in ${JSON.stringify(mail)}`)
  return href.replace(/&amp;/g, '&')
}

/** Opens a link without following its redirect: the Location the browser would go to. */
export async function openLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' })
  if (response.status !== 303) throw new Error(`expected a redirect, got ${response.status}`)
  return new URL(response.headers.get('location') ?? '')
}

/**
 * supabase-js as the app runs it: the PKCE flow, with its code verifier in a storage of its
 * own (a browser's localStorage).
 */
export function pkceClient(backend: RunningBackend): SupabaseClient {
  const items = new Map<string, string>()
  return createClient(backend.url, LOCAL_ANON_KEY, {
    auth: {
      flowType: 'pkce',
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
    },
  }) as SupabaseClient
}
