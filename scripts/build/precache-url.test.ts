import { describe, expect, it } from 'vitest'
import { precacheUrlFor } from './precache-url'

describe('precacheUrlFor', () => {
  it.each([
    ['index.html', 'index.html'],
    ['about/index.html', 'about'],
    ['404.html', '404.html'],
    ['assets/main-abc.js', 'assets/main-abc.js'],
  ])('%s → %s', (file, url) => {
    expect(precacheUrlFor(file)).toBe(url)
  })
})
