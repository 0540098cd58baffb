import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import {
  FIRST_LOAD_CSS_BUDGET,
  FRAMEWORK_CHUNK_BUDGET,
  firstLoadJsBudget,
} from '../scripts/build/budgets'
import {
  fileBrotliSize,
  inlineCssOf,
  readPage,
  routeBundle,
  routeScripts,
} from '../scripts/build/bundle-report'
import { OUT_DIR } from '../scripts/build/out-dir'
import { publicRoutes } from './support/routes'

for (const route of publicRoutes) {
  test(`${route} stays within the first-load byte budgets`, () => {
    const bundle = routeBundle(OUT_DIR, route)
    const budget = firstLoadJsBudget(route)
    expect(budget, `${route} has a measured budget in scripts/build/budgets.ts`).toBeDefined()
    expect(bundle.jsFiles.length, 'the page names the modules it runs').toBeGreaterThan(1)
    expect(bundle.jsBrotli, `JS for ${route}: ${bundle.jsFiles.join(', ')}`).toBeLessThanOrEqual(
      budget ?? 0,
    )
    expect(bundle.cssBrotli, `CSS for ${route}`).toBeLessThanOrEqual(FIRST_LOAD_CSS_BUDGET)
  })
}

test('the framework chunk stays within its budget', () => {
  const framework = routeScripts(OUT_DIR, '/').filter((file) =>
    /(^|\/)framework-[\w-]+\.js$/.test(file),
  )
  expect(framework).toHaveLength(1)
  const bytes = fileBrotliSize(OUT_DIR, framework[0] ?? '')
  expect(bytes).toBeLessThanOrEqual(FRAMEWORK_CHUNK_BUDGET)
})

test('no page draws an SVG image for its styles or its icon', () => {
  // The browser draws an SVG image in a document of its own on the page's main thread: up to
  // 140 ms of a quote page's first frame on a 4x slower processor (decision 0036).
  for (const route of publicRoutes) {
    const page = readPage(OUT_DIR, route)
    const svgInStyles = inlineCssOf(page).match(/url\([^)]*svg[^)]*\)/gi) ?? []
    const svgIcons = (page.match(/<link[^>]*rel="icon"[^>]*>/g) ?? []).filter((link) =>
      /svg/i.test(link),
    )
    expect([...svgInStyles, ...svgIcons], route).toEqual([])
  }
})

/** A string the Supabase client keeps through minification (its debug log prefix). */
const SUPABASE_CLIENT_MARKER = 'GoTrueClient'
const containsSupabaseClient = (file: string) =>
  readFileSync(join(OUT_DIR, file), 'utf8').includes(SUPABASE_CLIENT_MARKER)

test('no public page loads the Supabase client on its first load', () => {
  // The client is found by its content (it builds into a chunk named after its folder, dist-*).
  // Each chunk is read once; routes name the same ones over and over.
  const clientChunks = readdirSync(join(OUT_DIR, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`)
    .filter(containsSupabaseClient)
  expect(
    clientChunks,
    'the build has a chunk with the Supabase client, so the check below can see it',
  ).not.toEqual([])
  for (const route of publicRoutes) {
    const scripts = routeScripts(OUT_DIR, route)
    expect(
      scripts.filter((file) => clientChunks.includes(file)),
      route,
    ).toEqual([])
  }
})

test('pages make no third-party request and load no stylesheet file', async ({ page, baseURL }) => {
  // One test walks every public page: its time limit grows with their number.
  test.setTimeout(publicRoutes.length * 5_000)
  const outside: string[] = []
  const stylesheets: string[] = []
  page.on('request', (request) => {
    // data: and blob: URLs name what the page holds already: nothing leaves the machine.
    const local = /^(data|blob):/.test(request.url())
    if (!request.url().startsWith(baseURL ?? '') && !local) {
      outside.push(request.url())
    }
    // The whole stylesheet is inline: a sheet arriving later would restyle the whole page.
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
  })
  for (const route of publicRoutes) {
    await page.goto(route, { waitUntil: 'networkidle' })
  }
  expect(outside).toEqual([])
  expect(stylesheets).toEqual([])
})
