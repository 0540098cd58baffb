import type { OutboxEntry } from '@/lib/outbox/outbox-rules'
import { useOutbox } from '@/lib/outbox/use-outbox'
import { notify } from '@/lib/toast/toast'
import { submitToasts } from '../content/request-form'

function stoppedToast(entry: OutboxEntry) {
  if (entry.status === 'rejected') return submitToasts.refused(entry.lastStatus ?? 400)
  if (entry.status === 'redirected') return submitToasts.redirected
  if (entry.status === 'blocked') return submitToasts.blocked
  return submitToasts.gaveUp
}

/** The website requests kept on this device, with a toast for each that is delivered or stops. */
export function useWebsiteOutbox() {
  return useOutbox(({ delivered, stopped }) => {
    if (delivered.length > 0) notify({ ...submitToasts.success, variant: 'success' })
    for (const entry of stopped) notify({ ...stoppedToast(entry), variant: 'destructive' })
  })
}
