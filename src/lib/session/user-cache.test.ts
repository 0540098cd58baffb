import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keyValueStore } from '../storage/idb-store'
import { supabaseConfig } from './supabase-config'
import { clearOtherUsersCache, readUserCache, writeUserCache } from './user-cache'

/** The cache's own database, read as the browser keeps it. */
const saved = keyValueStore('app-user-cache', 'entries')
const savedKeys = async () => (await saved.keys()).sort()

const tokenPart = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')

/** Stores a session as supabase-js does after a password sign-in, or none. */
function signedIn(userId: string | null) {
  if (userId === null) {
    localStorage.removeItem(supabaseConfig.storageKey)
    return
  }
  const accessToken = `${tokenPart({ alg: 'HS256' })}.${tokenPart({ sub: userId, aal: 'aal1' })}.sig`
  localStorage.setItem(
    supabaseConfig.storageKey,
    JSON.stringify({
      access_token: accessToken,
      user: { id: userId, email: `${userId}@example.com` },
    }),
  )
}

beforeEach(async () => {
  await Promise.all((await saved.keys()).map((key) => saved.delete(key)))
  signedIn('ada')
})
afterEach(() => localStorage.clear())

describe('writeUserCache', () => {
  it('saves for the user who is signed in', async () => {
    await writeUserCache('ada', 'portal', { city: 'Dallas' })
    expect(await readUserCache('ada', 'portal')).toEqual({ city: 'Dallas' })
  })

  it.each([
    ['after sign-out', null],
    ['after another user signed in', 'bob'],
  ])('saves nothing %s', async (_, userId) => {
    signedIn(userId)
    await writeUserCache('ada', 'portal', { city: 'Dallas' })
    expect(await savedKeys()).toEqual([])
  })

  it('removes what it saved when the user signs out during the write', async () => {
    // The sign-out lands while IndexedDB is writing the entry.
    const put = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, 'put')
      ?.value as IDBObjectStore['put']
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      signedIn(null)
      return put.apply(this, args)
    })
    await writeUserCache('ada', 'portal', { city: 'Dallas' })
    expect(await savedKeys()).toEqual([])
  })
})

describe('clearOtherUsersCache', () => {
  beforeEach(async () => {
    await saved.set('ada:portal', 1)
    await saved.set('bob:portal', 2)
  })

  it('keeps only the signed-in user’s entries', async () => {
    await clearOtherUsersCache('ada')
    expect(await savedKeys()).toEqual(['ada:portal'])
  })

  it('keeps nothing when nobody is signed in', async () => {
    await clearOtherUsersCache(null)
    expect(await savedKeys()).toEqual([])
  })
})
