import { readFileSync } from 'node:fs'
import icoEndec from 'ico-endec'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { previewCardSvg } from './preview-card'
import { FAVICON_SIZES, renderFaviconIco, renderPreviewPng } from './render-images'

describe('build-time images', () => {
  it('draws a preview card as a 1200x630 PNG', async () => {
    const png = await renderPreviewPng(
      previewCardSvg({ title: 'About Us', siteName: 'Keystone Digital', host: 'example.org' }),
    )
    const { format, width, height } = await sharp(png).metadata()
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 })
    expect(png.length).toBeLessThan(30_000)
  })

  it('packs the favicon at 16, 32 and 48 pixels into one ICO file', async () => {
    const svg = readFileSync('src/app/favicon.svg', 'utf8')
    const icons = icoEndec.decode(await renderFaviconIco(svg))
    expect(icons.map((icon) => [icon.width, icon.height])).toEqual(
      FAVICON_SIZES.map((size) => [size, size]),
    )
  })
})
