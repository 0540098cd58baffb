import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval'

export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
  keys(): Promise<string[]>
  /** Whether the database was ever created; asking opens (and so creates) nothing. */
  exists(): Promise<boolean>
}

/** A small IndexedDB key-value store; the database opens on first use. */
export function keyValueStore(databaseName: string, storeName: string): KeyValueStore {
  let store: UseStore | undefined
  const open = () => (store ??= createStore(databaseName, storeName))
  return {
    get: (key) => get(key, open()),
    set: (key, value) => set(key, value, open()),
    delete: (key) => del(key, open()),
    keys: async () => (await keys(open())).map(String),
    exists: async () => {
      // Browsers without `databases()` (Firefox before 126) are asked by opening the store.
      if (!('databases' in indexedDB)) return true
      return (await indexedDB.databases()).some((database) => database.name === databaseName)
    },
  }
}
