import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { sha256 } from '../scripts/build/csp'
import { siteUrl } from '../scripts/build/deploy-config'
import { OUT_DIR } from '../scripts/build/out-dir'
import { siteDefaults } from '../src/lib/site/site-defaults'
import { builtPage, crawl, headValue, jsonLdBlocks } from './support/built-pages'
import { publicRoutes } from './support/routes'
import { businessSchema, faqPageSchema } from './support/structured-data-schemas'

/** Reachable, but only through a flow or an account: no link needs to lead there. */
const ACCOUNT_AND_FLOW_PAGES = [
  '/admin',
  '/portal',
  '/confirmation',
  '/confirm-email',
  '/forgot-password',
  '/reset-password',
]
const listedPages = publicRoutes.filter((route) => !ACCOUNT_AND_FLOW_PAGES.includes(route)).sort()
const origin = siteUrl()
const headers = JSON.parse(readFileSync(join(OUT_DIR, 'headers.json'), 'utf8')) as Record<
  string,
  Record<string, string>
>

test('following <a href> alone from / reaches every public page', () => {
  expect(listedPages.length).toBeGreaterThanOrEqual(22)
  const reached = crawl('/')
  expect(listedPages.filter((page) => !reached.has(page))).toEqual([])
})

test('sitemap.xml lists exactly the public pages, and robots.txt names it', () => {
  const sitemap = readFileSync(join(OUT_DIR, 'sitemap.xml'), 'utf8')
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
  expect(locations.every((location) => location.startsWith(`${origin}/`))).toBe(true)
  expect(locations.map((location) => new URL(location).pathname).sort()).toEqual(listedPages)
  const robots = readFileSync(join(OUT_DIR, 'robots.txt'), 'utf8')
  expect(robots.split('\n')).toContain(`Sitemap: ${origin}/sitemap.xml`)
})

for (const route of listedPages) {
  test(`${route} names its canonical address and previews as a large card`, async () => {
    const html = builtPage(route) ?? ''
    const address = new URL(route, `${origin}/`).href
    expect(headValue(html, 'rel', 'canonical')).toBe(address)
    expect(headValue(html, 'property', 'og:url')).toBe(address)
    expect(headValue(html, 'property', 'og:title')).toMatch(/\S/)
    expect(headValue(html, 'property', 'og:description')).toMatch(/\S/)
    expect(headValue(html, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(headValue(html, 'name', 'robots')).toBeUndefined()
    const image = new URL(headValue(html, 'property', 'og:image') ?? '')
    expect(image.origin).toBe(origin)
    const { width, height } = await sharp(join(OUT_DIR, image.pathname)).metadata()
    expect({ width, height }).toEqual({ width: 1200, height: 630 })
  })
}

test('the account and flow pages ask search engines not to list them', () => {
  for (const route of ACCOUNT_AND_FLOW_PAGES) {
    expect(headValue(builtPage(route) ?? '', 'name', 'robots'), route).toBe('noindex')
  }
})

for (const route of ['/', '/contact']) {
  test(`${route} describes the business in JSON-LD its policy allows`, () => {
    const html = builtPage(route) ?? ''
    const blocks = jsonLdBlocks(html)
    const business = blocks
      .map((block) => businessSchema.safeParse(block.data))
      .find((r) => r.success)
    expect(business?.data).toMatchObject({
      name: siteDefaults.companyName,
      telephone: siteDefaults.phone,
      areaServed: siteDefaults.addressArea,
      url: `${origin}/`,
      sameAs: Object.values(siteDefaults.social),
    })
    const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`
    const scriptSrc = headers[file]?.['Content-Security-Policy']?.match(/script-src ([^;]*)/)?.[1]
    for (const block of blocks) expect(scriptSrc).toContain(sha256(block.text))
  })
}

for (const [route, questions] of [
  ['/services', 8],
  ['/pricing', 4],
  ['/api-pricing', 3],
] as const) {
  test(`${route} carries its ${questions} FAQs as FAQPage data`, () => {
    const html = builtPage(route) ?? ''
    const [faq] = jsonLdBlocks(html)
    const parsed = faqPageSchema.parse(faq?.data)
    expect(parsed.mainEntity).toHaveLength(questions)
    // The same questions the page shows, in its accordion.
    const shown = html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '')
    for (const { name } of parsed.mainEntity) {
      expect(shown).toContain(name.replaceAll('&', '&amp;').replaceAll("'", '&#x27;'))
    }
  })
}
