import { expect, test, type Page } from '@playwright/test'
import { wcagViolations } from './support/axe'
import { pauseClock } from './support/clock'
import { waitForHydration } from './support/page-health'

const file = (name: string, size = 1024) => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: Buffer.alloc(size),
})

async function openRealScan(page: Page): Promise<void> {
  await page.clock.install()
  await page.goto('/real-scan')
  await waitForHydration(page)
  const dropzone = page.getByRole('button', { name: 'Choose app files or drop them here' })
  await expect
    .poll(() =>
      dropzone.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
    )
    .toBe(true)
  await pauseClock(page)
}

test('upload progress, file list with platforms, scan and its alert', async ({ page }) => {
  const outside: string[] = []
  await openRealScan(page)
  page.on('request', (request) => {
    if (!request.url().includes('/assets/')) outside.push(`${request.method()} ${request.url()}`)
  })
  const dropzone = page.getByRole('button', { name: 'Choose app files or drop them here' })
  await page
    .locator('input[type=file]')
    .setInputFiles([
      file('Banking.ipa', 2048),
      file('shop-release.apk', 5 * 1024 * 1024),
      file('shop.aab'),
      file('flutter_app.zip'),
    ])

  const progress = page.getByRole('progressbar', { name: /Upload progress/ })
  await expect(progress).toHaveJSProperty('value', 0)
  await expect(dropzone).toHaveAttribute('aria-disabled', 'true')
  await page.clock.runFor(200)
  await expect(progress).toHaveJSProperty('value', 10)
  await page.clock.runFor(1600)
  await expect(progress).toHaveJSProperty('value', 90)
  await expect(page.getByRole('list', { name: 'Chosen app files' })).toBeHidden()
  await page.clock.runFor(200)
  await expect(progress).toBeHidden()
  const list = page.getByRole('list', { name: 'Chosen app files' })
  const items = list.getByRole('listitem')
  await expect(items).toHaveCount(4)
  await expect(items.nth(0)).toContainText('Banking.ipa')
  await expect(items.nth(0)).toContainText('2 KB')
  await expect(items.nth(0)).toContainText('iOS')
  await expect(items.nth(1)).toContainText('5 MB')
  await expect(items.nth(1)).toContainText('Android package')
  await expect(items.nth(2)).toContainText('Android')
  await expect(items.nth(3)).toContainText('Flutter')
  await expect(page.getByText('4 files added to the list.')).toBeVisible()
  await expect(dropzone).not.toHaveAttribute('aria-disabled', 'true')

  await page.getByRole('button', { name: 'Remove shop.aab' }).click()
  await expect(items).toHaveCount(3)

  await page.getByRole('button', { name: 'Start Accessibility Scan' }).click()
  const scanning = page.getByRole('button', { name: 'Scanning Apps...' })
  await expect(scanning).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Remove Banking.ipa' })).toBeDisabled()
  await expect(dropzone).toHaveAttribute('aria-disabled', 'true')
  await page.clock.runFor(2500)
  await expect(scanning).toBeVisible()
  await page.clock.runFor(600)
  await expect(page.getByRole('alert')).toHaveText(
    'Scan complete! Results would be displayed here in the real implementation.',
  )
  await expect(page.getByRole('button', { name: 'Remove Banking.ipa' })).toBeEnabled()
  expect(outside, 'nothing is uploaded').toEqual([])
})

test('only app files are accepted, several at once; 500MB is stated', async ({ page }) => {
  await openRealScan(page)
  await expect(page.getByText(/Maximum 500MB per file/)).toBeVisible()
  await expect(page.locator('input[type=file]')).toHaveAttribute('accept', '.ipa,.apk,.aab,.zip')
  await page.locator('input[type=file]').setInputFiles([file('readme.txt'), file('App.ipa')])
  await expect(page.getByText(/Not added: readme\.txt/)).toBeVisible()
  await page.clock.runFor(2000)
  const items = page.getByRole('list', { name: 'Chosen app files' }).getByRole('listitem')
  await expect(items).toHaveCount(1)
  await expect(items.first()).toContainText('App.ipa')
  await page.locator('input[type=file]').setInputFiles([file('flutter-build.apk')])
  await page.clock.runFor(2000)
  await expect(items).toHaveCount(2)
})

test('the scan button waits for files', async ({ page }) => {
  await openRealScan(page)
  await expect(page.getByRole('button', { name: 'Start Accessibility Scan' })).toBeDisabled()
})

test('links to pricing, the demo tools and website services', async ({ page }) => {
  await page.goto('/real-scan')
  await expect(page.getByRole('link', { name: 'See Audit Pricing' })).toHaveAttribute(
    'href',
    '/pricing',
  )
  await expect(page.getByRole('link', { name: 'Try the Free Demo Tools' })).toHaveAttribute(
    'href',
    '/sandbox',
  )
  await expect(page.getByRole('link', { name: 'Explore Website Services' })).toHaveAttribute(
    'href',
    '/website-services',
  )
  await expect(page.getByRole('heading', { name: 'Why scan your app with us' })).toBeVisible()
  await expect(page.getByText(/Nothing is uploaded or analysed/)).toBeVisible()
})

test('no WCAG 2.2 A/AA violations while uploading, scanning and after the scan', async ({
  page,
}) => {
  // Six full-page axe runs (three states, light and dark): three times the usual time limit.
  test.slow()
  // Real time here: axe schedules its own work with timers.
  await page.goto('/real-scan')
  await waitForHydration(page)
  const dropzone = page.getByRole('button', { name: 'Choose app files or drop them here' })
  await expect
    .poll(() =>
      dropzone.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
    )
    .toBe(true)
  await page.locator('input[type=file]').setInputFiles([file('App.ipa'), file('notes.txt')])
  await expect(page.getByRole('progressbar')).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])
  const scan = page.getByRole('button', { name: 'Start Accessibility Scan' })
  await expect(scan).toBeEnabled()
  await scan.click()
  await expect(page.getByRole('button', { name: 'Scanning Apps...' })).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])
  await expect(page.getByRole('alert')).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])
})
