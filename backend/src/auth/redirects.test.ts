import { describe, expect, it } from 'vitest'
import { globMatches, isAllowedRedirect, redirectTarget } from './redirects.ts'

const settings = {
  siteUrl: 'http://127.0.0.1:4173',
  additionalRedirectUrls: ['http://localhost:5173/**', 'https://*.example.org/welcome'],
}

describe('isAllowedRedirect', () => {
  it.each([
    ['http://127.0.0.1:4173/', true],
    ['http://127.0.0.1:4321/?x=1', true], // the site's host, any port (GoTrue)
    ['http://localhost:5173/', true],
    ['http://localhost:5173/reset/deep', true],
    ['https://app.example.org/welcome', true],
    ['https://a.b.example.org/welcome', false], // * stops at a dot
    ['http://localhost:4174/', false],
    ['https://evil.example', false],
    ['https://evil.example/?next=http://127.0.0.1:4173', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedRedirect(url, settings)).toBe(allowed)
  })
})

describe('redirectTarget', () => {
  it('keeps an allowed target and replaces any other by the site URL', () => {
    expect(redirectTarget('http://localhost:5173/x', settings)).toBe('http://localhost:5173/x')
    expect(redirectTarget('https://evil.example', settings)).toBe(settings.siteUrl)
    expect(redirectTarget(null, settings)).toBe(settings.siteUrl)
  })
})

describe('globMatches', () => {
  it('treats regular-expression characters in the pattern literally', () => {
    expect(globMatches('http://a.b/(x)+', 'http://a.b/(x)+')).toBe(true)
    expect(globMatches('http://a.b/', 'http://aXb/')).toBe(false)
  })
})
