import { notify } from './toast'

/**
 * Registers the service worker after the page has loaded. A new version waits until the
 * visitor chooses Reload, so nothing reloads under a half-filled form.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  // Loaded after the page: registration never competes with the first paint.
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

  await workbox.register()
}
