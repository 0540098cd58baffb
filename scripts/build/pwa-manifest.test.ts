import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { pwaManifest } from './pwa-manifest'

describe('the web manifest', () => {
  it('offers the four shortcuts of the installed app', () => {
    expect(pwaManifest.shortcuts?.map(({ name, url }) => [name, url])).toEqual([
      ['Get a quote', '/mobile-app-quote'],
      ['Book a call', '/book-call'],
      ['Accessibility tools', '/sandbox'],
      ['Customer portal', '/portal'],
    ])
  })

  it('has a narrow and a wide screenshot, each file as large as the manifest says', async () => {
    const screenshots = pwaManifest.screenshots ?? []
    expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])
    for (const shot of screenshots) {
      const { width, height, format } = await sharp(join('public', shot.src)).metadata()
      expect(`${width}x${height}`, shot.src).toBe(shot.sizes)
      expect(`image/${format}`).toBe(shot.type)
      // Chromium's richer install sheet takes no picture more than 2.3 times as long as wide.
      expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(2.3)
    }
  })
})
