import { OUTBOX_SYNC_TAG } from './sync-tag'

/** Background Sync's part of a worker registration (Chromium browsers; not in the DOM types). */
interface SyncRegistration {
  sync: { register(tag: string): Promise<void> }
}

function hasSync(
  registration: ServiceWorkerRegistration,
): registration is ServiceWorkerRegistration & SyncRegistration {
  return 'sync' in registration
}

/**
 * Asks the browser to wake the service worker when the connection returns, even with every
 * tab closed, so that it delivers the outbox. Where there is no worker yet (the first visit,
 * before it is installed) or no Background Sync (Firefox, Safari), the page delivers on
 * `online` and on the next visit instead.
 */
export async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registered = await navigator.serviceWorker.getRegistration()
  if (!registered) return
  // An installing worker cannot take a sync yet: wait until it is active.
  const registration = await navigator.serviceWorker.ready
  if (!hasSync(registration)) return
  // Refused (a policy, a private window): the page's own delivery still runs.
  await registration.sync.register(OUTBOX_SYNC_TAG).catch(() => undefined)
}
