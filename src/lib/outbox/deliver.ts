import { postJson } from '../network/post-json'
import { checkEndpoint, endpointPolicy } from './endpoint'
import { afterAttempt, dueEntries, unreportedOutcomes, type OutboxEntry } from './outbox-rules'
import { listOutbox, readEntry, removeEntry, saveEntry } from './outbox-store'

/** One name for every tab of the site and its service worker: one of them delivers at a time. */
const DELIVERY_LOCK = 'app-outbox-delivery'

export interface DeliveryReport {
  delivered: OutboxEntry[]
  /** Refused (4xx), redirected, or given up (5xx after the last attempt) in this round. */
  stopped: OutboxEntry[]
  /** A request got no answer: the round ended there, the others wait for the connection. */
  unreachable: boolean
}

/** What a round came to that the visitor is told. */
export type DeliveryOutcomes = Pick<DeliveryReport, 'delivered' | 'stopped'>

export interface DeliveryOptions {
  /**
   * The service worker has no one to tell: it keeps a delivered request as a receipt (`sent`)
   * and marks a stopped one `unreported`, for the next page to tell. A page tells the visitor
   * itself and removes a delivered request at once.
   */
  tellLater: boolean
  now?: () => number
}

/**
 * Runs `work` while holding a lock that every tab and the service worker share. Without Web
 * Locks (Safari before 15.4) two contexts could overlap; reading each entry again before it is
 * sent narrows that to a request both had read before either was answered.
 */
function withDeliveryLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    // The lock is held until the promise `work` returns settles, and the request resolves to it.
    return navigator.locks.request(DELIVERY_LOCK, work) as unknown as Promise<T>
  }
  return work()
}

/**
 * Sends every due request, one at a time, under the shared lock: a request is sent by one
 * context only, and its outcome stored as soon as it is answered. The page and the service
 * worker both deliver with this. The first request that gets no answer ends the round: the
 * connection is gone, and the others would fail the same way.
 */
export function deliverDue({
  tellLater,
  now = Date.now,
}: DeliveryOptions): Promise<DeliveryReport> {
  return withDeliveryLock(async () => {
    const report: DeliveryReport = { delivered: [], stopped: [], unreachable: false }
    for (const due of dueEntries(await listOutbox(), now())) {
      // Read again: another context may have delivered it, or the visitor cancelled it, meanwhile.
      const entry = await readEntry(due.id)
      if (entry?.status !== 'waiting') continue
      // Checked again here: the stored address may come from another build, or have been altered.
      const outcome = checkEndpoint(entry.url, endpointPolicy).ok
        ? await postJson(entry.url, entry.body)
        : ({ kind: 'blocked' } as const)
      if (outcome.kind === 'unreachable') {
        report.unreachable = true
        break
      }
      const next = afterAttempt(entry, outcome, now())
      // Cancelled while it was being sent: nothing is put back.
      const stillKept = async () => (await readEntry(entry.id)) !== undefined
      if (next === 'delivered') {
        report.delivered.push(entry)
        if (!tellLater) await removeEntry(entry.id)
        else if (await stillKept()) await saveEntry({ ...entry, status: 'sent' })
      } else if (await stillKept()) {
        const stopped = next.status !== 'waiting'
        await saveEntry(stopped && tellLater ? { ...next, unreported: true } : next)
        if (stopped) report.stopped.push(next)
      }
    }
    return report
  })
}

/**
 * Takes the outcomes the service worker reached (maybe while no page was open) for the page to
 * tell, under the shared lock so that one tab alone tells each: a receipt is removed, a stopped
 * request stays in the list, told.
 */
export function collectOutcomes(): Promise<DeliveryOutcomes> {
  return withDeliveryLock(async () => {
    const outcomes: DeliveryOutcomes = { delivered: [], stopped: [] }
    for (const entry of unreportedOutcomes(await listOutbox())) {
      if (entry.status === 'sent') {
        await removeEntry(entry.id)
        outcomes.delivered.push(entry)
      } else {
        const told = { ...entry, unreported: false }
        await saveEntry(told)
        outcomes.stopped.push(told)
      }
    }
    return outcomes
  })
}
