import { describe, expect, it } from 'vitest'
import { levelNeeded, reachesLevel, tokenLevel, verifiedFactorIds } from './assurance'

const token = (claims: Record<string, unknown>) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`

describe('assurance levels', () => {
  it('an account needs aal2 only with a verified factor', () => {
    expect(levelNeeded(undefined)).toBe('aal1')
    expect(levelNeeded([{ id: 'a', status: 'unverified' }])).toBe('aal1')
    expect(
      levelNeeded([
        { id: 'a', status: 'unverified' },
        { id: 'b', status: 'verified' },
      ]),
    ).toBe('aal2')
    expect(verifiedFactorIds([null, { id: 'b', status: 'verified' }, 'x'])).toEqual(['b'])
  })

  it('reads the aal claim of a token, and nothing from anything else', () => {
    expect(tokenLevel(token({ aal: 'aal2', sub: 'é' }))).toBe('aal2')
    expect(tokenLevel(token({ aal: 'aal1' }))).toBe('aal1')
    expect(tokenLevel(token({ aal: 'aal3' }))).toBeNull()
    expect(tokenLevel('not a token')).toBeNull()
    expect(tokenLevel('a.%%%.c')).toBeNull()
    expect(tokenLevel(42)).toBeNull()
  })

  it('aal1 is enough without a factor; with one only aal2 is', () => {
    expect(reachesLevel('aal1', 'aal1')).toBe(true)
    expect(reachesLevel('aal2', 'aal1')).toBe(true)
    expect(reachesLevel('aal1', 'aal2')).toBe(false)
    expect(reachesLevel(null, 'aal2')).toBe(false)
    expect(reachesLevel('aal2', 'aal2')).toBe(true)
  })
})
