import { mkdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { OUT_DIR } from './build/out-dir.ts'
import { startStaticServer } from './serve/static-server.ts'

/**
 * Full-page screenshots of every public route at a phone and a desktop width, in both colour
 * schemes, for a person to look at: `npm run screenshots:review` after a build, then open
 * test-results/screenshots/. With `--forced-colors`, five key pages in forced colours (Windows
 * high contrast) instead. Nothing is asserted here; the e2e tests hold the rules.
 */
const widths = { phone: 390, desktop: 1280 } as const
const schemes = ['light', 'dark'] as const
/** Tabs, chosen options, badges, the contrast demo's verdicts and a page of prose. */
const forcedColorsPages = ['/', '/sandbox', '/mobile-app-quote', '/pricing', '/accessibility']
const outDir = resolve('test-results/screenshots')

const args = process.argv.slice(2)
const forced = args.includes('--forced-colors')
const only = args.filter((arg) => !arg.startsWith('--'))
const routes = JSON.parse(await readFile(join(OUT_DIR, 'routes.json'), 'utf8')) as string[]
const wanted = only.length > 0 ? only : forced ? forcedColorsPages : routes
const server = await startStaticServer({ root: resolve(OUT_DIR), port: 0 })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
await mkdir(outDir, { recursive: true })
try {
  for (const [device, width] of Object.entries(widths)) {
    for (const colorScheme of schemes) {
      const page = await browser.newPage({
        viewport: { width, height: 844 },
        colorScheme,
        forcedColors: forced ? 'active' : 'none',
      })
      for (const route of routes.filter((path) => wanted.includes(path))) {
        await page.goto(new URL(route, server.url).href, { waitUntil: 'networkidle' })
        const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')
        const suffix = forced ? '-forced-colors' : ''
        await page.screenshot({
          path: join(outDir, `${name}-${device}-${colorScheme}${suffix}.png`),
          fullPage: true,
        })
      }
      await page.close()
    }
  }
  console.log(`Screenshots in ${outDir}`)
} finally {
  await browser.close()
  await server.close()
}
