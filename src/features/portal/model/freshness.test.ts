import { describe, expect, it } from 'vitest'
import { freshnessMessage } from './freshness'

const when = 'Nov 24, 2026, 9:30 AM'

describe('freshnessMessage', () => {
  it.each([
    [{ source: 'network', refreshing: false, unreachable: false }, `Last updated ${when}`],
    [{ source: 'network', refreshing: true, unreachable: false }, 'Updating…'],
    [
      { source: 'cache', refreshing: true, unreachable: false },
      `Showing your saved copy from ${when}. Updating…`,
    ],
    [
      { source: 'cache', refreshing: false, unreachable: true },
      `Could not reach the server. Showing your saved copy from ${when}.`,
    ],
    [
      { source: 'network', refreshing: true, unreachable: true },
      `Could not reach the server. Showing your saved copy from ${when}. Trying again…`,
    ],
  ] as const)('%o reads %s', (freshness, expected) => {
    expect(freshnessMessage(freshness, when)).toBe(expected)
  })
})
