import { describe, expect, it } from 'vitest'
import {
  afterAttempt,
  answerOutcome,
  dueEntries,
  keptForEditing,
  MAX_ATTEMPTS,
  nextDueAt,
  retryDelay,
  unreportedOutcomes,
  visibleEntries,
  type OutboxEntry,
} from './outbox-rules'
import { testEntry } from './test-entry'

const entry = testEntry
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

  it('a redirect keeps it for editing, without counting an attempt nor trying again', () => {
    const next = afterAttempt(entry, { kind: 'redirected' }, now)
    expect(next).toEqual({ ...entry, status: 'redirected' })
    expect(next !== 'delivered' && keptForEditing(next)).toBe(true)
    expect(dueEntries([next as OutboxEntry], now + 3_600_000)).toEqual([])
  })

  it('a blocked address keeps it for editing, sent nowhere and never tried again', () => {
    const next = afterAttempt(entry, { kind: 'blocked' }, now)
    expect(next).toEqual({ ...entry, status: 'blocked' })
    expect(next !== 'delivered' && keptForEditing(next)).toBe(true)
    expect(dueEntries([next as OutboxEntry], now + 3_600_000)).toEqual([])
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

describe('answerOutcome', () => {
  it('reads an opaque redirect (the browser) or a 3xx (other runtimes) as a redirect', () => {
    expect(answerOutcome({ type: 'opaqueredirect', status: 0 })).toEqual({ kind: 'redirected' })
    expect(answerOutcome({ type: 'default', status: 308 })).toEqual({ kind: 'redirected' })
  })

  it('reads any other answer by its status', () => {
    expect(answerOutcome({ type: 'cors', status: 204 })).toEqual({ kind: 'answered', status: 204 })
    expect(answerOutcome({ type: 'cors', status: 422 })).toEqual({ kind: 'answered', status: 422 })
  })
})

describe('outcomes to tell, and what the visitor sees', () => {
  const sent = { ...entry, id: 's', status: 'sent' as const }
  const refused = { ...entry, id: 'r', status: 'rejected' as const, lastStatus: 422 }
  const refusedByWorker = { ...refused, id: 'w', unreported: true }

  it('tells the worker’s receipts and stops once, and hides receipts from the list', () => {
    expect(unreportedOutcomes([entry, sent, refused, refusedByWorker])).toEqual([
      sent,
      refusedByWorker,
    ])
    expect(unreportedOutcomes([{ ...refusedByWorker, unreported: false }])).toEqual([])
    expect(visibleEntries([entry, sent, refused])).toEqual([entry, refused])
  })

  it('never sends a receipt again', () => {
    expect(dueEntries([sent], now)).toEqual([])
    expect(nextDueAt([sent])).toBeUndefined()
  })

  it('keeps refused and redirected requests for editing, not waiting or failed ones', () => {
    expect(keptForEditing(refused)).toBe(true)
    expect(keptForEditing({ ...entry, status: 'redirected' })).toBe(true)
    expect(keptForEditing(entry)).toBe(false)
    expect(keptForEditing({ ...entry, status: 'failed' })).toBe(false)
  })
})
