import { setAuthState, setSignOutHandler } from './auth-state'
import { onStoredSessionChange, readSignedInSession } from './stored-session'
import { loadSupabase } from './supabase'

/** The id of the user whose admin role was verified at the admin sign-in in this browser. */
const VERIFIED_ADMIN_KEY = 'app-verified-admin'

export function rememberVerifiedAdmin(userId: string): void {
  localStorage.setItem(VERIFIED_ADMIN_KEY, userId)
  publishAuthState()
}

let currentUserId: string | null = null
let published = false

/**
 * Mirrors the stored session into the shell's auth state. At start and whenever the user
 * changes (sign-in, sign-out here or in another tab, a refresh that failed for good), whatever
 * the device keeps for anyone else is deleted.
 */
export function publishAuthState(): void {
  const session = readSignedInSession()
  const previousUserId = currentUserId
  currentUserId = session?.userId ?? null
  if (!published || previousUserId !== currentUserId) keepOnlyCacheOf(currentUserId)
  published = true
  if (previousUserId && previousUserId !== currentUserId) forgetAdminMark(previousUserId)
  if (!session) {
    setAuthState({ status: 'signed-out' })
    return
  }
  setAuthState({
    status: 'signed-in',
    user: { id: session.userId, email: session.email, firstName: session.firstName },
    isAdmin: localStorage.getItem(VERIFIED_ADMIN_KEY) === session.userId,
  })
}

function forgetAdminMark(userId: string): void {
  if (localStorage.getItem(VERIFIED_ADMIN_KEY) === userId)
    localStorage.removeItem(VERIFIED_ADMIN_KEY)
}

function keepOnlyCacheOf(userId: string | null): void {
  // A failure here must not stop the auth state from being published; the next change retries.
  void import('./user-cache')
    .then((cache) => cache.clearOtherUsersCache(userId))
    .catch(() => undefined)
}

let clientConnected = false

/**
 * Loads the Supabase client and follows its session events (sign-in, sign-out, token refresh,
 * including a refresh that fails for good). Called only when there is a session to keep fresh.
 */
export async function connectSessionEvents(): Promise<void> {
  if (clientConnected) return
  clientConnected = true
  const supabase = await loadSupabase()
  supabase.auth.onAuthStateChange(() => {
    // The client has written the new state to storage before it reports it.
    queueMicrotask(publishAuthState)
  })
}

async function signOutEverywhere(): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.signOut()
  if (error) throw error
  publishAuthState()
}

/** Starts session tracking for the whole app; public pages load no client without a session. */
export function startSessionSync(): () => void {
  publishAuthState()
  setSignOutHandler(signOutEverywhere)
  if (currentUserId) void connectSessionEvents()
  return onStoredSessionChange(publishAuthState)
}
