import { useOutbox } from '@/lib/outbox/use-outbox'
import { notify } from '@/lib/services/toast'
import { submitToasts } from '../content/request-form'

/** The website requests kept on this device, with a toast for each that is delivered or stops. */
export function useWebsiteOutbox() {
  return useOutbox(({ delivered, stopped }) => {
    if (delivered.length > 0) notify({ ...submitToasts.success, variant: 'success' })
    for (const entry of stopped) {
      const toast =
        entry.status === 'rejected'
          ? submitToasts.refused(entry.lastStatus ?? 400)
          : entry.status === 'redirected'
            ? submitToasts.redirected
            : submitToasts.gaveUp
      notify({ ...toast, variant: 'destructive' })
    }
  })
}
