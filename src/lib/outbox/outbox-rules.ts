/** A request kept on the device until it can be delivered. */
export interface OutboxEntry {
  id: string
  /** Where it goes: POST, JSON, no redirects. */
  url: string
  /** The JSON body, as sent. */
  body: string
  /** What the visitor sees in the list, e.g. "Website request from Ann Lee". */
  label: string
  /** What the form held, so a refused request can be edited. */
  draft: unknown
  createdAt: number
  /**
   * `sent`: delivered by the service worker, a receipt the next page reads to tell the visitor,
   * then removes. `rejected` (a 4xx), `redirected` and `blocked` (an address this build may not
   * post to, found when it was about to be sent) are kept for the visitor to edit.
   */
  status: 'waiting' | 'sent' | 'failed' | 'rejected' | 'redirected' | 'blocked'
  /** Answers with a server error so far. */
  attempts: number
  /** Not tried again before this time (ms since the epoch). */
  nextAttemptAt: number
  /** The last answer's status code, when there was one. */
  lastStatus?: number
  /**
   * An outcome the service worker reached (refused, redirected, given up), maybe while no page
   * was open: the next page tells the visitor, once. A `sent` receipt is always told.
   */
  unreported?: boolean
}

/**
 * What posting a request came to. `redirected`: the service answered with a redirect, which is
 * not followed (it would send the whole request to wherever it points).
 */
export type PostOutcome =
  { kind: 'answered'; status: number } | { kind: 'redirected' } | { kind: 'unreachable' }

/** What one delivery attempt came to; `blocked`: not sent, to an address this build refuses. */
export type AttemptOutcome = PostOutcome | { kind: 'blocked' }

/**
 * The outcome of an answer fetched with `redirect: 'manual'`: browsers hand back an opaque
 * redirect (status 0), other runtimes the 3xx itself.
 */
export function answerOutcome(response: Pick<Response, 'type' | 'status'>): PostOutcome {
  const { type, status } = response
  if (type === 'opaqueredirect' || (status >= 300 && status < 400)) return { kind: 'redirected' }
  return { kind: 'answered', status }
}

/** Server errors are tried this many times in all, then the visitor is told. */
export const MAX_ATTEMPTS = 4
/** The wait after the first server error; it doubles after each one (5, 10, 20 s). */
export const FIRST_RETRY_DELAY_MS = 5000

export function retryDelay(attempts: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1)
}

/**
 * The entry after an attempt, or 'delivered'. No answer (offline, a network that answers
 * nothing) is not an attempt: the request waits for the connection. A 4xx is kept, refused,
 * for the visitor to edit, and so is a redirect (the endpoint address is likely wrong, and a
 * retry would get the same answer); a 5xx is tried again later, a bounded number of times.
 */
export function afterAttempt(
  entry: OutboxEntry,
  outcome: AttemptOutcome,
  now: number,
): OutboxEntry | 'delivered' {
  if (outcome.kind === 'unreachable') return entry
  if (outcome.kind === 'redirected') return { ...entry, status: 'redirected' }
  if (outcome.kind === 'blocked') return { ...entry, status: 'blocked' }
  const { status } = outcome
  if (status >= 200 && status < 300) return 'delivered'
  if (status >= 400 && status < 500) return { ...entry, status: 'rejected', lastStatus: status }
  const attempts = entry.attempts + 1
  if (attempts >= MAX_ATTEMPTS) return { ...entry, status: 'failed', attempts, lastStatus: status }
  return { ...entry, attempts, lastStatus: status, nextAttemptAt: now + retryDelay(attempts) }
}

/** Entries to try now: waiting and due. */
export function dueEntries(entries: readonly OutboxEntry[], now: number): OutboxEntry[] {
  return entries
    .filter((entry) => entry.status === 'waiting' && entry.nextAttemptAt <= now)
    .sort((a, b) => a.createdAt - b.createdAt)
}

/** When the next waiting entry falls due, or undefined when none waits. */
export function nextDueAt(entries: readonly OutboxEntry[]): number | undefined {
  const times = entries.filter((e) => e.status === 'waiting').map((e) => e.nextAttemptAt)
  return times.length > 0 ? Math.min(...times) : undefined
}

/** Kept for the visitor to edit and send again: refused, redirected, or to a blocked address. */
export function keptForEditing(entry: OutboxEntry): boolean {
  return entry.status === 'rejected' || entry.status === 'redirected' || entry.status === 'blocked'
}

/** Outcomes the service worker reached that no page has told the visitor yet. */
export function unreportedOutcomes(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.filter((entry) => entry.status === 'sent' || entry.unreported === true)
}

/** What the visitor sees: every kept request but the receipts, which are read and removed. */
export function visibleEntries(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.filter((entry) => entry.status !== 'sent')
}
