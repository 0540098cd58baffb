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
  status: 'waiting' | 'failed' | 'rejected'
  /** Answers with a server error so far. */
  attempts: number
  /** Not tried again before this time (ms since the epoch). */
  nextAttemptAt: number
  /** The last answer's status code, when there was one. */
  lastStatus?: number
}

/** What one delivery attempt came to. */
export type AttemptOutcome = { kind: 'answered'; status: number } | { kind: 'unreachable' }

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
 * for the visitor to edit; a 5xx is tried again later, a bounded number of times.
 */
export function afterAttempt(
  entry: OutboxEntry,
  outcome: AttemptOutcome,
  now: number,
): OutboxEntry | 'delivered' {
  if (outcome.kind === 'unreachable') return entry
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
