import { confirmOnline, isOnline } from '@/lib/network/connectivity'
import { notify, prepareToasts, type ToastOptions } from '@/lib/toast/toast'
import { offlineMessage } from '../model/offline-message'

/**
 * Runs an account call that needs the backend: offline, it says so instead of trying; a call
 * that throws says `unexpected`, or that the server could not be reached if the page is offline.
 */
export async function reachServer(call: () => Promise<void>, unexpected: ToastOptions) {
  prepareToasts()
  if (!(await confirmOnline())) {
    notify(offlineMessage)
    return
  }
  try {
    await call()
  } catch {
    notify(isOnline() ? unexpected : offlineMessage)
  }
}
