import { deliverDue, type DeliveryReport } from './deliver'
import { nextDueAt, type OutboxEntry } from './outbox-rules'
import { listOutbox } from './outbox-store'

/**
 * The longest the worker waits, within one sync event, for a retry to fall due. Every retry
 * delay is shorter (outbox-rules); browsers end a sync event after a few minutes (Chrome: 3).
 */
export const LONGEST_WORKER_WAIT_MS = 60_000

export type WorkerStep = { kind: 'done' } | { kind: 'wait'; ms: number } | { kind: 'no-answer' }

/**
 * What the worker's sync handler does after a delivery round: wait for the next retry, stop
 * (nothing left to send now, or only a retry too far off: the next visit or sync sends it), or
 * report that a request got no answer, so that the browser fires the sync again later.
 */
export function nextWorkerStep(
  report: Pick<DeliveryReport, 'unreachable'>,
  entries: readonly OutboxEntry[],
  now: number,
): WorkerStep {
  if (report.unreachable) return { kind: 'no-answer' }
  const dueAt = nextDueAt(entries)
  if (dueAt === undefined || dueAt - now > LONGEST_WORKER_WAIT_MS) return { kind: 'done' }
  return { kind: 'wait', ms: Math.max(0, dueAt - now) }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The service worker's `sync` handler: delivers the waiting requests with the page's own code,
 * under the same lock, and waits through the retry delays of a server error. Rejects when a
 * request got no answer: the browser then fires the sync again later.
 */
export async function deliverFromWorker(): Promise<void> {
  for (;;) {
    const report = await deliverDue({ tellLater: true })
    const step = nextWorkerStep(report, await listOutbox(), Date.now())
    if (step.kind === 'done') return
    if (step.kind === 'no-answer') throw new Error('No answer from the form service yet')
    await sleep(step.ms)
  }
}
