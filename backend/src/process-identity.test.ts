import { describe, expect, it } from 'vitest'
import {
  currentProcessIdentity,
  isStillRunning,
  parseIdentity,
  startTimeFromStat,
} from './process-identity.ts'

const stat = (name: string) =>
  `12 (${name}) S 1 12 12 0 -1 4194560 9000 0 0 0 120 30 0 0 20 0 11 0 4242 1234567 8000 18446744073709551615`

describe('startTimeFromStat', () => {
  it('reads field 22, whatever the process name holds', () => {
    expect(startTimeFromStat(stat('node'))).toBe('4242')
    expect(startTimeFromStat(stat('a) b (c'))).toBe('4242')
    expect(startTimeFromStat('garbage')).toBeNull()
  })
})

describe('parseIdentity', () => {
  it('reads the JSON record and the bare PID of older lock files', () => {
    expect(parseIdentity('{"pid":12,"started":"4242","boot":"b"}')).toEqual({
      pid: 12,
      started: '4242',
      boot: 'b',
    })
    expect(parseIdentity('12\n')).toEqual({ pid: 12, started: null, boot: null })
    expect(parseIdentity('{"pid":-1}')).toBeNull()
    expect(parseIdentity('nonsense')).toBeNull()
  })
})

describe('isStillRunning', () => {
  it('knows this process, and refuses its PID with another start time (PID reuse)', async () => {
    const self = await currentProcessIdentity()
    expect(await isStillRunning(self)).toBe(true)
    if (self.started === null) return // no /proc here: only the PID can be compared
    expect(await isStillRunning({ ...self, started: String(Number(self.started) + 1) })).toBe(false)
    if (self.boot !== null)
      expect(await isStillRunning({ ...self, boot: 'another-boot' })).toBe(false)
  })
})
