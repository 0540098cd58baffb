import { expect, test, type Locator, type Page } from '@playwright/test'
import { wcagViolations as violations } from './support/axe'
import { waitForHydration } from './support/page-health'
import { waitForServiceWorker } from './support/service-worker'

const tabs = [
  'Scanner Demo',
  'Voice Demo',
  'Colors Demo',
  'Quick Colors',
  'Testing Demo',
  'AI Demo',
  'Check your own page',
] as const

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name }).click()
  const panel = page.getByRole('tabpanel', { name })
  await expect(panel).toBeVisible()
  const control = panel.locator('button, input, [role=slider]').first()
  await expect
    .poll(() => control.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))))
    .toBe(true)
  return panel
}

async function openUploader(page: Page): Promise<void> {
  const dropzone = page.getByRole('button', { name: 'Choose app files or drop them here' })
  await expect
    .poll(() =>
      dropzone.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
    )
    .toBe(true)
}

/** Requests a tool must never make: anything but loading the site's own code and pages. */
function watchToolRequests(page: Page, origin: string): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    const ownCode = url.startsWith(`${origin}/assets/`) && request.method() === 'GET'
    if (!ownCode && !url.startsWith('blob:')) requests.push(`${request.method()} ${url}`)
  })
  return requests
}

/** Every demo, driven through its main journey (real time: axe and these waits are short). */
async function exerciseEveryTool(page: Page, check: () => Promise<void>) {
  let panel = await openTab(page, 'Scanner Demo')
  await panel.getByLabel('App or website URL').fill('https://example.com')
  await panel.getByRole('button', { name: 'Start Scan' }).click()
  await check()
  await expect(panel.getByRole('button', { name: 'Download Report' })).toBeVisible()
  await check()
  const download = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Download Report' }).click()
  await download

  panel = await openTab(page, 'Voice Demo')
  await panel.getByRole('button', { name: 'Start Demo' }).click()
  await expect(panel.getByText(/Step 2 of 6/)).toBeVisible()
  await panel.getByRole('button', { name: 'Pause' }).click()
  await check()

  panel = await openTab(page, 'Colors Demo')
  await panel.getByRole('textbox', { name: 'Text Color', exact: true }).fill('#bbbbbb')
  await panel.getByRole('radio', { name: /Tritanopia/ }).check()
  await expect(panel.getByText('WCAG Fail').first()).toBeVisible()
  await check()

  panel = await openTab(page, 'Quick Colors')
  await panel.getByRole('textbox', { name: 'Background Color', exact: true }).fill('nope')
  await expect(panel.getByText(/is not a colour/)).toBeVisible()
  await check()

  panel = await openTab(page, 'Testing Demo')
  await panel.getByRole('slider', { name: 'Font size' }).focus()
  await page.keyboard.press('Home')
  await panel.getByRole('slider', { name: 'Touch target size' }).focus()
  await page.keyboard.press('Home')
  await expect(panel.getByText('Too small to tap reliably')).toBeVisible()
  await check()

  panel = await openTab(page, 'AI Demo')
  await panel.getByLabel('Industry').selectOption('government')
  await panel.getByLabel('App type').selectOption('pwa')
  await panel.getByRole('button', { name: 'Generate Recommendations' }).click()
  await expect(panel.getByRole('region', { name: 'Compliance checklist' })).toBeVisible()
  await check()
}

test('every tab and state has no WCAG 2.2 A/AA violations', async ({ page }) => {
  // Thirteen states, each a full-page axe run in both colour schemes.
  test.setTimeout(300_000)
  await page.goto('/sandbox')
  await waitForHydration(page)
  for (const name of tabs) {
    await openTab(page, name)
    expect(await violations(page), name).toEqual([])
  }
  await exerciseEveryTool(page, async () => {
    expect(await violations(page)).toEqual([])
  })
})

test('the tools make no network request', async ({ page, baseURL }) => {
  // Every demo's journey in real time, a 3 s scan and a 2 s voice step among them: 24-26 s on a
  // two-core machine.
  test.slow()
  await page.goto('/sandbox')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  const requests = watchToolRequests(page, baseURL ?? '')
  await exerciseEveryTool(page, () => Promise.resolve())
  expect(requests).toEqual([])
})

test('after one visit the whole suite works offline', async ({ page, context }) => {
  test.setTimeout(90_000)
  await page.goto('/sandbox')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.goto('/')
  await page.goto('/sandbox')
  await waitForHydration(page)
  await exerciseEveryTool(page, () => Promise.resolve())
  await page.goto('/real-scan')
  await waitForHydration(page)
  await openUploader(page)
  await page.locator('input[type=file]').setInputFiles({
    name: 'App.apk',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(8),
  })
  await page.getByRole('button', { name: 'Start Accessibility Scan' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Scan complete! Results would be displayed here in the real implementation.',
  )
})
