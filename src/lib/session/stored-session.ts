import { levelNeeded, reachesLevel, tokenLevel, verifiedFactorIds } from './assurance'
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
  /** Whether the session reached the level the account needs (a code, with a verified factor). */
  levelReached: boolean
  /** The factor to ask a code for, while the level is not reached. */
  pendingFactorId: string | null
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null
}

/** Parses what supabase-js keeps in storage; anything unexpected reads as no session. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null
  try {
    const session = JSON.parse(raw) as {
      access_token?: unknown
      expires_at?: unknown
      user?: {
        id?: unknown
        email?: unknown
        created_at?: unknown
        user_metadata?: Record<string, unknown>
        factors?: unknown
      }
    }
    const userId = text(session.user?.id)
    if (!userId) return null
    const metadata = session.user?.user_metadata ?? {}
    const factors = session.user?.factors
    const levelReached = reachesLevel(tokenLevel(session.access_token), levelNeeded(factors))
    return {
      userId,
      email: text(session.user?.email) ?? '',
      firstName: text(metadata.first_name),
      lastName: text(metadata.last_name),
      createdAt: text(session.user?.created_at),
      expiresAt: typeof session.expires_at === 'number' ? session.expires_at : null,
      levelReached,
      pendingFactorId: levelReached ? null : (verifiedFactorIds(factors)[0] ?? null),
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

/**
 * The session of a signed-in user: one that reached the level its account needs. A session
 * still waiting for its code is no one's yet: no portal, no saved data, no signed-in header.
 */
export function readSignedInSession(): StoredSession | null {
  const session = readStoredSession()
  return session?.levelReached ? session : null
}

/** Calls back when another tab signs in or out (the `storage` event fires in other tabs). */
export function onStoredSessionChange(callback: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === supabaseConfig.storageKey) callback()
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
