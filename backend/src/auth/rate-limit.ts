/**
 * A token bucket per key, as GoTrue limits sign-ins and sign-ups: a key may make `limit`
 * requests at once, and regains them evenly over `windowSeconds`.
 */
export interface Bucket {
  tokens: number
  /** Milliseconds since the epoch when `tokens` was last brought up to date. */
  updatedAt: number
}

export interface BucketRule {
  limit: number
  windowSeconds: number
}

/** Takes one request from a bucket: the new bucket, or the seconds to wait when it is empty. */
export function takeFromBucket(
  bucket: Bucket | undefined,
  rule: BucketRule,
  now: number,
): { allowed: true; bucket: Bucket } | { allowed: false; retryAfterSeconds: number } {
  const perMs = rule.limit / (rule.windowSeconds * 1000)
  const tokens =
    bucket === undefined
      ? rule.limit
      : Math.min(rule.limit, bucket.tokens + (now - bucket.updatedAt) * perMs)
  if (tokens >= 1) return { allowed: true, bucket: { tokens: tokens - 1, updatedAt: now } }
  return { allowed: false, retryAfterSeconds: Math.ceil((1 - tokens) / perMs / 1000) }
}

/** How long an untouched bucket takes to fill up again; after that it is forgotten. */
const refillMs = (rule: BucketRule) => rule.windowSeconds * 1000

export class RateLimiter {
  readonly #rule: BucketRule
  readonly #buckets = new Map<string, Bucket>()
  #lastSweep = 0

  constructor(rule: BucketRule) {
    this.#rule = rule
  }

  /** Counts one request for every key; refused (with the wait) if any key has none left. */
  take(
    keys: string[],
    now = Date.now(),
  ): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    this.#sweep(now)
    const taken = new Map<string, Bucket>()
    for (const key of keys) {
      const result = takeFromBucket(this.#buckets.get(key), this.#rule, now)
      if (!result.allowed) return result
      taken.set(key, result.bucket)
    }
    for (const [key, bucket] of taken) this.#buckets.set(key, bucket)
    return { allowed: true }
  }

  /**
   * Seconds until every key has a request left (0: now), counting nothing. For limits on
   * failures: check before the attempt, `take` only when it fails.
   */
  waitFor(keys: string[], now = Date.now()): number {
    let wait = 0
    for (const key of keys) {
      const result = takeFromBucket(this.#buckets.get(key), this.#rule, now)
      if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds)
    }
    return wait
  }

  /** Full buckets hold no information: dropping them keeps memory bounded by recent traffic. */
  #sweep(now: number): void {
    if (now - this.#lastSweep < refillMs(this.#rule)) return
    this.#lastSweep = now
    for (const [key, bucket] of this.#buckets) {
      if (now - bucket.updatedAt >= refillMs(this.#rule)) this.#buckets.delete(key)
    }
  }
}
