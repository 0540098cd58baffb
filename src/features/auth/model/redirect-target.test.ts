import { describe, expect, it } from 'vitest'
import { safeRedirectTarget } from './redirect-target'

describe('safeRedirectTarget', () => {
  it.each([
    ['/portal', '/portal'],
    ['/portal?tab=profile', '/portal?tab=profile'],
    ['//evil.example.com', undefined],
    ['https://evil.example.com', undefined],
    ['/\\evil.example.com', undefined],
    ['portal', undefined],
    [42, undefined],
    [undefined, undefined],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected)
  })
})
