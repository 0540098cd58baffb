import { keyValueStore } from '../services/idb-store'

/**
 * Data kept for the signed-in user so their pages open offline. Every entry is namespaced by
 * user id, and signing out removes all of that user's entries.
 */
const store = keyValueStore('app-user-cache', 'entries')

const entryKey = (userId: string, name: string) => `${userId}:${name}`

export function readUserCache<T>(userId: string, name: string): Promise<T | undefined> {
  return store.get<T>(entryKey(userId, name))
}

export function writeUserCache(userId: string, name: string, value: unknown): Promise<void> {
  return store.set(entryKey(userId, name), value)
}

export async function clearUserCache(userId: string): Promise<void> {
  const prefix = `${userId}:`
  const owned = (await store.keys()).filter((key) => key.startsWith(prefix))
  await Promise.all(owned.map((key) => store.delete(key)))
}
