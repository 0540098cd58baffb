import { useSyncExternalStore } from 'react'

export interface SignedInUser {
  id: string
  email: string
  firstName: string | null
}

/** What the shell needs to know about the visitor's session. */
export type AuthState =
  { status: 'signed-out' } | { status: 'signed-in'; user: SignedInUser; isAdmin: boolean }

const signedOut: AuthState = { status: 'signed-out' }
let current: AuthState = signedOut
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether two states show the visitor the same thing. */
export function sameAuthState(a: AuthState, b: AuthState): boolean {
  if (a.status === 'signed-out' || b.status === 'signed-out') return a.status === b.status
  return (
    a.isAdmin === b.isAdmin &&
    a.user.id === b.user.id &&
    a.user.email === b.user.email &&
    a.user.firstName === b.user.firstName
  )
}

/**
 * Publishes a changed session state to every subscriber (the header, the mobile menu, guards).
 * The same state again (the start's reading of no session, a token refresh) keeps the object the
 * page was rendered with: a new one re-rendered the whole header, every link in it, just after
 * hydration, in one render React does not slice (docs/decisions/0025).
 */
export function setAuthState(next: AuthState): void {
  if (sameAuthState(current, next)) return
  current = next
  for (const listener of listeners) listener()
}

export function getAuthState(): AuthState {
  return current
}

/** Prerendered pages are always rendered signed out; the client may then switch. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, () => signedOut)
}

let signOutHandler: () => Promise<void> = () => {
  setAuthState(signedOut)
  return Promise.resolve()
}

/** The session provider registers how to end a session; the shell only calls `signOut`, which rejects when signing out failed. */
export function setSignOutHandler(handler: () => Promise<void>): void {
  signOutHandler = handler
}

export function signOut(): Promise<void> {
  return signOutHandler()
}
