import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, shouldReloadAfterChunkError } from './chunk-recovery'

describe('shouldReloadAfterChunkError', () => {
  it.each([
    { online: true, lastReloadAt: null, now: 1_000, expected: true, why: 'first failure online' },
    {
      online: false,
      lastReloadAt: null,
      now: 1_000,
      expected: false,
      why: 'offline: a reload cannot help',
    },
    {
      online: true,
      lastReloadAt: 1_000,
      now: 1_000 + CHUNK_RELOAD_GUARD_MS,
      expected: false,
      why: 'just reloaded: would loop',
    },
    {
      online: true,
      lastReloadAt: 1_000,
      now: 2_000 + CHUNK_RELOAD_GUARD_MS,
      expected: true,
      why: 'an old reload does not block a new deploy',
    },
  ])('$why', ({ online, lastReloadAt, now, expected }) => {
    expect(shouldReloadAfterChunkError({ online, lastReloadAt, now })).toBe(expected)
  })
})
