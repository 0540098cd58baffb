import { describe, expect, it } from 'vitest'
import {
  afterAttempt,
  dueEntries,
  MAX_ATTEMPTS,
  nextDueAt,
  retryDelay,
  type OutboxEntry,
} from './outbox-rules'

const entry: OutboxEntry = {
  id: 'a',
  url: 'https://formspree.io/f/x',
  body: '{}',
  label: 'Website request from Ann',
  draft: {},
  createdAt: 1000,
  status: 'waiting',
  attempts: 0,
  nextAttemptAt: 1000,
}
const now = 50_000

describe('afterAttempt', () => {
  it.each([200, 201, 204])('a %i answer delivers it', (status) => {
    expect(afterAttempt(entry, { kind: 'answered', status }, now)).toBe('delivered')
  })

  it('no answer leaves it waiting, unchanged: it is not counted as an attempt', () => {
    expect(afterAttempt(entry, { kind: 'unreachable' }, now)).toBe(entry)
  })

  it.each([400, 404, 422])('a %i answer keeps it, refused, for editing', (status) => {
    expect(afterAttempt(entry, { kind: 'answered', status }, now)).toEqual({
      ...entry,
      status: 'rejected',
      lastStatus: status,
    })
  })

  it('a 5xx waits longer after each answer, then fails after the last attempt', () => {
    let current: OutboxEntry = entry
    const waits: number[] = []
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      const next = afterAttempt(current, { kind: 'answered', status: 500 }, now)
      if (next === 'delivered') throw new Error('not delivered')
      expect(next.status).toBe('waiting')
      waits.push(next.nextAttemptAt - now)
      current = next
    }
    expect(waits).toEqual([5000, 10_000, 20_000])
    expect(afterAttempt(current, { kind: 'answered', status: 503 }, now)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastStatus: 503,
    })
  })

  it('doubles the delay', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([5000, 10_000, 20_000])
  })
})

describe('dueEntries and nextDueAt', () => {
  const later = { ...entry, id: 'b', createdAt: 2000, nextAttemptAt: 60_000 }
  const failed = { ...entry, id: 'c', status: 'failed' as const }
  const older = { ...entry, id: 'd', createdAt: 500 }

  it('tries waiting entries that are due, oldest first', () => {
    expect(dueEntries([entry, later, failed, older], now).map((e) => e.id)).toEqual(['d', 'a'])
  })

  it('knows when the next waiting entry falls due', () => {
    expect(nextDueAt([later, failed])).toBe(60_000)
    expect(nextDueAt([failed])).toBeUndefined()
  })
})
