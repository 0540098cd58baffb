import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval'

export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
  keys(): Promise<string[]>
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
  }
}
