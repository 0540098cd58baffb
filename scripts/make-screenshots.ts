/**
 * Takes the web manifest's screenshots from the real pages of a build (`npm run build` first)
 * and writes them to public/screenshots as WebP. Run with `npm run screenshots` after a change
 * that alters how the pictured pages look; the files are committed.
 */
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { manifestScreenshots, SCREENSHOT_DIR } from './build/manifest-screenshots.ts'
import { OUT_DIR } from './build/out-dir.ts'
import { startStaticServer } from './serve/static-server.ts'

const SYSTEM_CHROMIUM = '/usr/bin/chromium'
const PORT = Number(process.env.PORT ?? 4199)
// Pictures of flat interface colours and text: WebP at this quality shows no artefacts.
const WEBP_QUALITY = 82

const server = await startStaticServer({ root: resolve(OUT_DIR), port: PORT })
const browser = await chromium.launch(
  existsSync(SYSTEM_CHROMIUM)
    ? { executablePath: SYSTEM_CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] }
    : {},
)
try {
  await mkdir(join('public', SCREENSHOT_DIR), { recursive: true })
  for (const shot of manifestScreenshots) {
    const page = await browser.newPage({
      viewport: shot.viewport,
      deviceScaleFactor: shot.scale,
      serviceWorkers: 'block',
    })
    await page.goto(`${server.url}${shot.page}`, { waitUntil: 'networkidle' })
    const png = await page.screenshot()
    await sharp(png).webp({ quality: WEBP_QUALITY }).toFile(join('public', shot.file))
    console.log(`Wrote public${shot.file}`)
    await page.close()
  }
} finally {
  await browser.close()
  await server.close()
}
