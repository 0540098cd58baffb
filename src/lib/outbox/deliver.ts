import { postJson } from '../post-json'
import { afterAttempt, dueEntries, type OutboxEntry } from './outbox-rules'
import { listOutbox, readEntry, removeEntry, saveEntry } from './outbox-store'

/** One name for every tab of the site: only one of them delivers at a time. */
const DELIVERY_LOCK = 'app-outbox-delivery'

export interface DeliveryReport {
  delivered: OutboxEntry[]
  /** Refused (4xx) or given up (5xx after the last attempt) in this round. */
  stopped: OutboxEntry[]
}

/**
 * Sends every due request, one at a time, while holding a lock that all tabs share: a request
 * is sent by one tab only, and removed as soon as it is answered. The first request that gets
 * no answer ends the round: the connection is gone, and the others would fail the same way.
 */
export async function deliverDue(now: () => number = Date.now): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: [], stopped: [] }
  const round = async () => {
    for (const due of dueEntries(await listOutbox(), now())) {
      // Read again: another tab may have delivered or the visitor cancelled it meanwhile.
      const entry = await readEntry(due.id)
      if (entry?.status !== 'waiting') continue
      const outcome = await postJson(entry.url, entry.body)
      if (outcome.kind === 'unreachable') break
      const next = afterAttempt(entry, outcome, now())
      if (next === 'delivered') {
        await removeEntry(entry.id)
        report.delivered.push(entry)
      } else {
        // Cancelled while it was being sent: it is not put back.
        if (!(await readEntry(entry.id))) continue
        await saveEntry(next)
        if (next.status !== 'waiting') report.stopped.push(next)
      }
    }
  }
  // Without Web Locks (Safari before 15.4) two open tabs could overlap; the reading again above
  // narrows that to a request both had read before either was answered.
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    await navigator.locks.request(DELIVERY_LOCK, round)
  } else {
    await round()
  }
  return report
}
