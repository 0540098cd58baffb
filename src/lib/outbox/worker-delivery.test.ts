import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from './outbox-rules'
import { testEntry } from './test-entry'
import { LONGEST_WORKER_WAIT_MS, nextWorkerStep } from './worker-delivery'

const waiting: OutboxEntry = { ...testEntry, attempts: 1, nextAttemptAt: 15_000 }
const answered = { unreachable: false }

describe('nextWorkerStep', () => {
  it('stops when nothing waits any more', () => {
    const failed = { ...waiting, status: 'failed' as const }
    const sent = { ...waiting, status: 'sent' as const }
    expect(nextWorkerStep(answered, [failed, sent], 10_000)).toEqual({ kind: 'done' })
  })

  it('waits for a retry that falls due within the sync event', () => {
    expect(nextWorkerStep(answered, [waiting], 10_000)).toEqual({ kind: 'wait', ms: 5000 })
    expect(nextWorkerStep(answered, [waiting], 20_000)).toEqual({ kind: 'wait', ms: 0 })
  })

  it('leaves a retry too far off to the next visit or sync', () => {
    const now = waiting.nextAttemptAt - LONGEST_WORKER_WAIT_MS - 1
    expect(nextWorkerStep(answered, [waiting], now)).toEqual({ kind: 'done' })
  })

  it('reports no answer, so the browser fires the sync again later', () => {
    expect(nextWorkerStep({ unreachable: true }, [waiting], 10_000)).toEqual({
      kind: 'no-answer',
    })
  })
})
