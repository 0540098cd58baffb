import icoEndec from 'ico-endec'
import sharp from 'sharp'

// A card of flat colours and anti-aliased text loses nothing visible at 16 colours, and a
// palette PNG is a third of a full-colour one (about 12 KB against 35 KB).
const PREVIEW_COLOURS = 16

/** Draws an SVG as a palette PNG: the link-preview images. */
export async function renderPreviewPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .png({ palette: true, colours: PREVIEW_COLOURS, compressionLevel: 9, effort: 10 })
    .toBuffer()
}

/** The sizes a favicon.ico carries: tabs, taskbars and shortcuts on high-density screens. */
export const FAVICON_SIZES = [16, 32, 48] as const

/** `/favicon.ico` for clients that ask for it by that name: the brand mark at each size. */
export async function renderFaviconIco(svg: string): Promise<Buffer> {
  const images = await Promise.all(
    FAVICON_SIZES.map((size) =>
      // Rasterised at the target size from the vector, not scaled down from a large bitmap.
      sharp(Buffer.from(svg), { density: (72 * size) / 32 })
        .resize(size, size)
        .png()
        .toBuffer(),
    ),
  )
  return icoEndec.encode(images)
}
