import { describe, expect, it } from 'vitest'
import { absoluteUrl, siteOrigin } from './absolute-url'

describe('absolute URLs', () => {
  it('keeps only the origin of the configured site address', () => {
    expect(siteOrigin('https://www.example.org/')).toBe('https://www.example.org')
    expect(siteOrigin('https://www.example.org/some/path')).toBe('https://www.example.org')
    expect(siteOrigin('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173')
  })

  it('puts a path on that origin', () => {
    expect(absoluteUrl('https://www.example.org', '/')).toBe('https://www.example.org/')
    expect(absoluteUrl('https://www.example.org', '/about')).toBe('https://www.example.org/about')
    expect(absoluteUrl('https://www.example.org', '/og/home.png')).toBe(
      'https://www.example.org/og/home.png',
    )
  })

  it('rejects a setting that is no URL', () => {
    expect(() => siteOrigin('www.example.org')).toThrow()
  })
})
