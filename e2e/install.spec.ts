import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts'
import { waitForHydration } from './support/page-health'
import { waitForServiceWorker } from './support/service-worker'

interface WebManifest {
  screenshots: Array<{ src: string; sizes: string; form_factor: string }>
  shortcuts: Array<{ name: string; url: string }>
}

test('the manifest passes Chromium’s installability check, with screenshots and shortcuts', async ({
  playwright,
  baseURL,
  request,
}) => {
  // Chromium installs nothing from an incognito profile, which every test context is: this one
  // gets a profile on disk.
  const profile = await mkdtemp(join(tmpdir(), 'install-check-'))
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
  })
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto('/')
  await waitForServiceWorker(page)
  const cdp = await context.newCDPSession(page)
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  expect(installabilityErrors).toEqual([])

  const { errors, url } = await cdp.send('Page.getAppManifest', {})
  expect(errors).toEqual([])
  const manifest = (await (await request.get(url)).json()) as WebManifest
  expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual([
    'Get a quote',
    'Book a call',
    'Accessibility tools',
    'Customer portal',
  ])
  for (const shortcut of manifest.shortcuts) {
    expect((await request.get(shortcut.url)).status(), shortcut.url).toBe(200)
  }
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])
  for (const shot of manifest.screenshots) {
    const response = await request.get(shot.src)
    expect(response.headers()['content-type'], shot.src).toBe('image/webp')
  }
  await context.close()
  await rm(profile, { recursive: true, force: true })
})

test('/favicon.ico is an icon, and the sitemap is XML', async ({ request }) => {
  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toBe('image/x-icon')
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8')
  expect(await sitemap.text()).toContain('<urlset')
})

test('offering installation on a phone moves nothing on the page', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await recordLayoutShifts(page)
  // A short page, its footer in view as it loads.
  await page.goto('/confirmation')
  await waitForHydration(page)
  // Chromium offers installation (`beforeinstallprompt`) once it has checked the site, at a time
  // of its choosing; an incognito test profile never gets the event, so the test sends it.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    })
    window.dispatchEvent(offer)
  })
  await expect(page.getByRole('button', { name: 'Install app' })).toBeVisible()
  // A shift is reported after the frame that painted it.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  )
  expect(await layoutShifts(page)).toEqual([])
})
