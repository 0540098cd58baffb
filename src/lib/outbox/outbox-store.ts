import { keyValueStore } from '../storage/idb-store'
import type { OutboxEntry } from './outbox-rules'

const store = keyValueStore('app-outbox', 'requests')
/** Tells the other tabs of this site, and the service worker, that the outbox changed. */
const CHANNEL = 'app-outbox'
const listeners = new Set<() => void>()
let channel: BroadcastChannel | undefined

/** The channel, opened on first use; a message reaches every other context, never the sender. */
function openChannel(): BroadcastChannel | undefined {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL)
    channel.onmessage = () => listeners.forEach((each) => each())
  }
  return channel
}

function changed(): void {
  for (const listener of listeners) listener()
  openChannel()?.postMessage('changed')
}

/** Calls `listener` whenever an entry is added, changed or removed, in any tab or the worker. */
export function onOutboxChange(listener: () => void): () => void {
  openChannel()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export async function listOutbox(): Promise<OutboxEntry[]> {
  const ids = await store.keys()
  const entries = await Promise.all(ids.map((id) => store.get<OutboxEntry>(id)))
  return entries
    .filter((entry): entry is OutboxEntry => entry !== undefined)
    .sort((a, b) => a.createdAt - b.createdAt)
}

export function readEntry(id: string): Promise<OutboxEntry | undefined> {
  return store.get<OutboxEntry>(id)
}

export async function saveEntry(entry: OutboxEntry): Promise<void> {
  await store.set(entry.id, entry)
  changed()
}

export async function removeEntry(id: string): Promise<void> {
  await store.delete(id)
  changed()
}
