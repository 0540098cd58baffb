import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RateLimiter, takeFromBucket } from './rate-limit.ts'

const rule = { limit: 30, windowSeconds: 300 }

describe('takeFromBucket', () => {
  it('allows a burst of the limit, then refuses with the wait for one request', () => {
    let bucket
    for (let index = 0; index < 30; index += 1) {
      const result = takeFromBucket(bucket, rule, 0)
      expect(result.allowed).toBe(true)
      if (result.allowed) bucket = result.bucket
    }
    expect(takeFromBucket(bucket, rule, 0)).toEqual({ allowed: false, retryAfterSeconds: 10 })
    expect(takeFromBucket(bucket, rule, 9_999).allowed).toBe(false)
    expect(takeFromBucket(bucket, rule, 10_000).allowed).toBe(true)
  })

  it('never holds more than the limit, however long a key was idle', () => {
    const result = takeFromBucket({ tokens: 0, updatedAt: 0 }, rule, 10 ** 9)
    expect(result).toEqual({ allowed: true, bucket: { tokens: 29, updatedAt: 10 ** 9 } })
  })

  it('allows at most limit + elapsed share of the window, for any request times', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 600_000 }), { maxLength: 200 }), (times) => {
        const sorted = [...times].sort((a, b) => a - b)
        let bucket
        let allowed = 0
        for (const time of sorted) {
          const result = takeFromBucket(bucket, rule, time)
          if (result.allowed) {
            allowed += 1
            bucket = result.bucket
          }
        }
        const span = (sorted.at(-1) ?? 0) - (sorted[0] ?? 0)
        return allowed <= rule.limit + Math.floor((span / 300_000) * rule.limit)
      }),
    )
  })
})

describe('RateLimiter', () => {
  it('refuses when any of the keys is spent, without charging the others', () => {
    const limiter = new RateLimiter({ limit: 2, windowSeconds: 60 })
    expect(limiter.take(['ip:a', 'email:x'], 0).allowed).toBe(true)
    expect(limiter.take(['ip:a', 'email:y'], 0).allowed).toBe(true)
    expect(limiter.take(['ip:a', 'email:z'], 0)).toEqual({ allowed: false, retryAfterSeconds: 30 })
    // Another address from the same IP is refused; the same address from another IP is not.
    expect(limiter.take(['ip:b', 'email:x'], 0).allowed).toBe(true)
    expect(limiter.take(['ip:c', 'email:x'], 0).allowed).toBe(false)
    expect(limiter.take(['ip:c', 'email:z'], 0).allowed).toBe(true)
  })

  it('says how long to wait without counting anything', () => {
    const limiter = new RateLimiter({ limit: 2, windowSeconds: 60 })
    expect(limiter.waitFor(['factor:f'], 0)).toBe(0)
    limiter.take(['factor:f'], 0)
    limiter.take(['factor:f'], 0)
    expect(limiter.waitFor(['factor:f'], 0)).toBe(30)
    expect(limiter.waitFor(['factor:f'], 0)).toBe(30)
    expect(limiter.waitFor(['factor:f'], 30_000)).toBe(0)
  })
})
