import { describe, expect, it } from 'vitest'
import { cacheControlFor } from './cache-policy'

describe('cacheControlFor', () => {
  it.each([
    ['/assets/main-abc123.js', 'public, max-age=31536000, immutable'],
    ['/index.html', 'no-cache'],
    ['/about/index.html', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    ['/icons/icon-192.png', 'public, max-age=86400'],
  ])('%s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected)
  })
})
