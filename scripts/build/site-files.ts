import { absoluteUrl } from '../../src/lib/site/absolute-url.ts'
import { escapeXml } from './escape-xml.ts'

/** The sitemap protocol's document: one `<url>` per page, by its absolute address. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map(
    (path) => `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc></url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Crawlers may read every page; the sitemap says which ones there are. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n')
}
