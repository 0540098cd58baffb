import pLimit from 'p-limit'
import { PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE_LIMIT } from '../config.ts'
import { overRequestRateLimit } from './gotrue-errors.ts'

// One queue per process: every backend in it shares the same thread pool and cores.
const queue = pLimit(PASSWORD_HASH_CONCURRENCY)

/** Seconds a client refused for a full queue is told to wait: about one queue's worth of work. */
const FULL_QUEUE_RETRY_SECONDS = 5

/**
 * Runs password hashing or checking in turn, so a flood of sign-ins cannot take every
 * thread-pool thread from token signing and verification (which every signed-in call needs).
 * Past the queue limit the work is refused with GoTrue's 429 rather than queued for minutes.
 */
export function queuePasswordWork<T>(work: () => Promise<T>): Promise<T> {
  if (queue.pendingCount >= PASSWORD_HASH_QUEUE_LIMIT) {
    return Promise.reject(overRequestRateLimit(FULL_QUEUE_RETRY_SECONDS))
  }
  return queue(work)
}
