import { keyValueStore } from '../storage/idb-store'
import { readSignedInSession } from './stored-session'

/**
 * Data kept for the signed-in user so their pages open offline. Every entry is namespaced by
 * user id, written only while that user's session is the one stored, and removed when they leave.
 */
const store = keyValueStore('app-user-cache', 'entries')

const entryKey = (userId: string, name: string) => `${userId}:${name}`
const ownerOf = (key: string) => key.slice(0, key.indexOf(':'))
const isSignedIn = (userId: string) => readSignedInSession()?.userId === userId

export function readUserCache<T>(userId: string, name: string): Promise<T | undefined> {
  return store.get<T>(entryKey(userId, name))
}

/**
 * Saves `value` for `userId` only if that user is still the one signed in on this device. A
 * sign-out that lands while the write is under way is caught by the check after it.
 */
export async function writeUserCache(userId: string, name: string, value: unknown): Promise<void> {
  if (!isSignedIn(userId)) return
  await store.set(entryKey(userId, name), value)
  if (!isSignedIn(userId)) await clearUserCache(userId)
}

async function deleteWhere(owned: (owner: string) => boolean): Promise<void> {
  const keys = (await store.keys()).filter((key) => owned(ownerOf(key)))
  await Promise.all(keys.map((key) => store.delete(key)))
}

export function clearUserCache(userId: string): Promise<void> {
  return deleteWhere((owner) => owner === userId)
}

/**
 * Deletes every entry that is not `keepUserId`'s (all of them when nobody is signed in): what a
 * previous visitor left behind on a shared device. Opens nothing when there is no database yet.
 */
export async function clearOtherUsersCache(keepUserId: string | null): Promise<void> {
  if (await store.exists()) await deleteWhere((owner) => owner !== keepUserId)
}
