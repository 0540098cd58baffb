import { describe, expect, it } from 'vitest'
import { tabForHash } from './hash-tab'

describe('tabForHash', () => {
  it.each([
    ['#cyber-policy', 'legal'],
    ['cyber-policy', 'legal'],
    ['', 'scanner'],
    ['#', 'scanner'],
    ['#voice', 'scanner'],
    ['#cyber-policy-2', 'scanner'],
  ] as const)('%j selects %s', (hash, tab) => {
    expect(tabForHash(hash)).toBe(tab)
  })
})
