import { mkdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { OUT_DIR } from './build/out-dir.ts'
import { startStaticServer } from './serve/static-server.ts'

/**
 * Full-page screenshots of every public route at a phone and a desktop width, in both colour
 * schemes, for a person to look at: `npm run screenshots:review` after a build, then open
 * test-results/screenshots/. Nothing is asserted here; the e2e tests hold the rules.
 */
const widths = { phone: 390, desktop: 1280 } as const
const schemes = ['light', 'dark'] as const
const outDir = resolve('test-results/screenshots')

const routes = JSON.parse(await readFile(join(OUT_DIR, 'routes.json'), 'utf8')) as string[]
const only = process.argv.slice(2)
const server = await startStaticServer({ root: resolve(OUT_DIR), port: 0 })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
await mkdir(outDir, { recursive: true })
try {
  for (const [device, width] of Object.entries(widths)) {
    for (const colorScheme of schemes) {
      const page = await browser.newPage({ viewport: { width, height: 844 }, colorScheme })
      for (const route of routes.filter((path) => only.length === 0 || only.includes(path))) {
        await page.goto(new URL(route, server.url).href, { waitUntil: 'networkidle' })
        const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')
        await page.screenshot({
          path: join(outDir, `${name}-${device}-${colorScheme}.png`),
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
