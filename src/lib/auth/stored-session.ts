import { supabaseConfig } from './supabase-config'

/** The parts of a stored session the app reads without loading the Supabase client. */
export interface StoredSession {
  userId: string
  email: string
  firstName: string | null
  lastName: string | null
  createdAt: string | null
  /** Seconds since the epoch. */
  expiresAt: number | null
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null
}

/** Parses what supabase-js keeps in storage; anything unexpected reads as no session. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null
  try {
    const session = JSON.parse(raw) as {
      expires_at?: unknown
      user?: {
        id?: unknown
        email?: unknown
        created_at?: unknown
        user_metadata?: Record<string, unknown>
      }
    }
    const userId = text(session.user?.id)
    if (!userId) return null
    const metadata = session.user?.user_metadata ?? {}
    return {
      userId,
      email: text(session.user?.email) ?? '',
      firstName: text(metadata.first_name),
      lastName: text(metadata.last_name),
      createdAt: text(session.user?.created_at),
      expiresAt: typeof session.expires_at === 'number' ? session.expires_at : null,
    }
  } catch {
    return null
  }
}

/** The session in this browser, read synchronously: never waits on the network. */
export function readStoredSession(): StoredSession | null {
  try {
    return parseStoredSession(localStorage.getItem(supabaseConfig.storageKey))
  } catch {
    return null
  }
}

/** Calls back when another tab signs in or out (the `storage` event fires in other tabs). */
export function onStoredSessionChange(callback: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === supabaseConfig.storageKey) callback()
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
