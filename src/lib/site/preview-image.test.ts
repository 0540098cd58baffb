import { describe, expect, it } from 'vitest'
import { previewImagePath } from './preview-image'

describe('previewImagePath', () => {
  it.each([
    ['/', '/og/home.png'],
    ['/about', '/og/about.png'],
    ['/7dayapp', '/og/7dayapp.png'],
    ['/about/', '/og/about.png'],
    ['/a/b', '/og/a-b.png'],
  ])('%s → %s', (path, image) => {
    expect(previewImagePath(path)).toBe(image)
  })
})
