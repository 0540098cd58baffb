import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './site-files'

describe('sitemap and robots.txt', () => {
  it('lists each page by its absolute address, in order', () => {
    const xml = sitemapXml('https://www.example.org', ['/', '/about', '/7dayapp'])
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://www.example.org/',
      'https://www.example.org/about',
      'https://www.example.org/7dayapp',
    ])
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    )
  })

  it('escapes what XML would read as markup', () => {
    expect(sitemapXml('https://www.example.org', ["/a&b'"])).toContain(
      '<loc>https://www.example.org/a&#38;b&#39;</loc>',
    )
  })

  it('names the sitemap in robots.txt', () => {
    expect(robotsTxt('https://www.example.org').split('\n')).toContain(
      'Sitemap: https://www.example.org/sitemap.xml',
    )
  })
})
