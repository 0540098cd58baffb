/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'
import { OUTBOX_SYNC_TAG } from '../lib/outbox/sync-tag'
import { deliverFromWorker } from '../lib/outbox/worker-delivery'
import { handlesNavigation } from './navigation-rules'

declare const self: ServiceWorkerGlobalScope & {
  /** The precache list, written in by the build (vite-plugin-pwa, `injectManifest`). */
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0]
}

/** Background Sync's event (Chromium browsers; not in TypeScript's worker types). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

// A new version waits until the visitor chooses Reload on the page
// (src/lib/pwa/service-worker.ts).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// The first visit is controlled at once, so it works offline without a reload.
clientsClaim()

// Every page and asset. Pages are listed under their public path (/about), so a navigation gets
// its own prerendered HTML; they take their state from the query (a saved quote, a sign-in
// redirect), so offline /mobile-app-quote?view=result is still the /mobile-app-quote page.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] })
cleanupOutdatedCaches()

// Nothing is cached at run time: backend calls always go to the network. Any other navigation
// goes to the network, so the server's status and body reach the visitor; only offline does the
// worker answer, with the not-found page. The sister applications are never handled at all.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && handlesNavigation(url.pathname),
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/404.html' })] }),
)

// The website requests waiting in the outbox, delivered with the page's own code and lock.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(deliverFromWorker())
})
