import { describe, expect, it } from 'vitest'
import { parseSignInSearch, safeRedirectTarget, signInRedirect } from './redirect-target'

describe('safeRedirectTarget', () => {
  it.each([
    ['/portal', '/portal'],
    ['/pricing', '/pricing'],
    ['/portal?tab=profile', '/portal?tab=profile'],
    ['/portal#appointments', '/portal#appointments'],
    ['/a/../pricing', '/pricing'],
  ])('keeps the path %s as %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected)
  })

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https:evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    'portal',
    '',
    42,
    null,
    undefined,
    { toString: () => '/portal' },
  ])('refuses %j', (value) => {
    expect(safeRedirectTarget(value)).toBeUndefined()
  })
})

describe('signInRedirect', () => {
  it.each([
    [undefined, undefined],
    ['/pricing', '/pricing'],
    ['//evil.example', '/portal'],
    ['javascript:alert(1)', '/portal'],
    [7, '/portal'],
  ])('%j → %j', (value, expected) => {
    expect(signInRedirect(value)).toBe(expected)
  })
})

describe('parseSignInSearch', () => {
  it.each([
    [{}, {}],
    [{ redirect: '/pricing' }, { redirect: '/pricing' }],
    [{ redirect: 'https://evil.example' }, { redirect: '/portal' }],
    [{ redirect: '/pricing', tab: 'sign-up' }, { redirect: '/pricing' }],
  ])('%j → %j', (search, expected) => {
    expect(parseSignInSearch(search)).toEqual(expected)
  })
})
