import { whenQuiet } from '../browser/when-quiet'
import { notify } from '../toast/toast'

/** Where the page never goes quiet, the worker starts anyway this long after it has loaded. */
const QUIET_WAIT_LIMIT_MS = 5000

/**
 * Registers the service worker once the page has settled: loaded, hydrated (the caller runs
 * after the first commit) and the browser quiet. Installing it precaches the
 * whole site, which would otherwise compete with the page's own start-up for the network and the
 * processor. A new version waits until the visitor chooses Reload, so nothing reloads under a
 * half-filled form.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  await pageLoaded()
  await whenQuiet(QUIET_WAIT_LIMIT_MS)
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox('/sw.js', { scope: '/' })

  workbox.addEventListener('waiting', () => {
    workbox.addEventListener('controlling', () => window.location.reload())
    notify({
      title: 'A new version is available',
      description: 'Reload to get the latest version of the site.',
      duration: false,
      action: { label: 'Reload', onClick: () => workbox.messageSkipWaiting() },
    })
  })

  // Where the browser refuses a worker (a private window, a policy), the site still works online.
  await workbox.register().catch(() => undefined)
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}
