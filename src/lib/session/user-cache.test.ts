import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearOtherUsersCache, readUserCache, writeUserCache } from './user-cache'

const entries = new Map<string, unknown>()
const session = vi.hoisted(() => ({ userId: null as string | null }))
/** Runs while an entry is being saved, as a sign-out in the meantime would. */
let duringSet: () => void = () => undefined

// The test DOM has no IndexedDB (and no IndexedDB stand-in is a dependency): a map keeps the entries.
vi.mock('@/lib/storage/idb-store', () => ({
  keyValueStore: () => ({
    get: (key: string) => Promise.resolve(entries.get(key)),
    set: (key: string, value: unknown) => {
      duringSet()
      entries.set(key, value)
      return Promise.resolve()
    },
    delete: (key: string) => {
      entries.delete(key)
      return Promise.resolve()
    },
    keys: () => Promise.resolve([...entries.keys()]),
    exists: () => Promise.resolve(true),
  }),
}))
vi.mock('./stored-session', () => ({
  readSignedInSession: () => (session.userId ? { userId: session.userId } : null),
}))

beforeEach(() => {
  entries.clear()
  session.userId = 'ada'
  duringSet = () => undefined
})

describe('writeUserCache', () => {
  it('saves for the user who is signed in', async () => {
    await writeUserCache('ada', 'portal', { city: 'Dallas' })
    expect(await readUserCache('ada', 'portal')).toEqual({ city: 'Dallas' })
  })

  it.each([
    ['after sign-out', null],
    ['after another user signed in', 'bob'],
  ])('saves nothing %s', async (_, signedIn) => {
    session.userId = signedIn
    await writeUserCache('ada', 'portal', { city: 'Dallas' })
    expect([...entries.keys()]).toEqual([])
  })

  it('removes what it saved when the user signs out during the write', async () => {
    duringSet = () => {
      session.userId = null
    }
    await writeUserCache('ada', 'portal', { city: 'Dallas' })
    expect([...entries.keys()]).toEqual([])
  })
})

describe('clearOtherUsersCache', () => {
  beforeEach(() => {
    entries.set('ada:portal', 1)
    entries.set('bob:portal', 2)
  })

  it('keeps only the signed-in user’s entries', async () => {
    await clearOtherUsersCache('ada')
    expect([...entries.keys()]).toEqual(['ada:portal'])
  })

  it('keeps nothing when nobody is signed in', async () => {
    await clearOtherUsersCache(null)
    expect([...entries.keys()]).toEqual([])
  })
})
