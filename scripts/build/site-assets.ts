import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { previewImagePath } from '../../src/lib/site/preview-image.ts'
import { metaProperty, pageTitleOf, previewCardSvg } from './preview-card.ts'
import { renderFaviconIco, renderPreviewPng } from './render-images.ts'
import { robotsTxt, sitemapXml } from './site-files.ts'

/** sitemap.xml with the pages a search engine may list, and a robots.txt that names it. */
export async function writeDiscoveryFiles(
  clientDir: string,
  origin: string,
  indexedPaths: readonly string[],
): Promise<void> {
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(origin, indexedPaths))
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(origin))
}

/** Each page's link-preview image, drawn from the title its prerendered head carries. */
export async function writePreviewImages(
  clientDir: string,
  origin: string,
  pages: ReadonlyArray<{ path: string; html: string }>,
): Promise<void> {
  const host = new URL(origin).host
  await Promise.all(
    pages.map(async ({ path, html }) => {
      const title = pageTitleOf(html)
      const siteName = metaProperty(html, 'og:site_name')
      if (title === undefined || siteName === undefined) {
        throw new Error(`${path} has no og:title or og:site_name to draw its preview from`)
      }
      const target = join(clientDir, previewImagePath(path))
      await mkdir(dirname(target), { recursive: true })
      await writeFile(target, await renderPreviewPng(previewCardSvg({ title, siteName, host })))
    }),
  )
}

/** /favicon.ico, from the same SVG mark the pages inline. */
export async function writeFavicon(clientDir: string, faviconSvgFile: string): Promise<void> {
  const svg = await readFile(faviconSvgFile, 'utf8')
  await writeFile(join(clientDir, 'favicon.ico'), await renderFaviconIco(svg))
}
