import { expect, test, type Page } from '@playwright/test'
import { openPortalAs } from './support/accounts'
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts'
import { watchPageHealth, waitForHydration } from './support/page-health'
import { waitForServiceWorker } from './support/service-worker'

/** The relative luminance (0 black to 1 white) of the page's background. */
function pageLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r = 0, g = 0, b = 0] = (
      getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g) ?? []
    )
      .map((channel) => Number(channel) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  })
}
const expectDark = async (page: Page) => expect.poll(() => pageLuminance(page)).toBeLessThan(0.05)
const expectLight = async (page: Page) =>
  expect.poll(() => pageLuminance(page)).toBeGreaterThan(0.9)
const darkModeToggle = (page: Page) => page.getByRole('button', { name: 'Dark mode' })

test.describe('with the system in dark mode', () => {
  test.use({ colorScheme: 'dark' })

  for (const route of ['/', '/mobile-app-quote', '/web-app-quote', '/sandbox']) {
    test(`${route} is dark, its toggle pressed`, async ({ page }) => {
      await page.goto(route)
      await waitForHydration(page)
      await expectDark(page)
      await expect(darkModeToggle(page)).toHaveAttribute('aria-pressed', 'true')
    })
  }

  test('/portal, signed in, is dark', async ({ page }) => {
    await openPortalAs(page)
    await expect(page.getByRole('list', { name: 'Appointments, newest first' })).toBeVisible()
    await expectDark(page)
  })

  test('the prerendered page is dark before any script of the app runs', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/about')
    await expectDark(page)
  })

  test('choosing light wins over the system and survives a reload', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await darkModeToggle(page).click()
    await expectLight(page)
    await expect(darkModeToggle(page)).toHaveAttribute('aria-pressed', 'false')
    await page.reload()
    await expectLight(page)
  })
})

test('the dark mode chosen in the header survives a reload, offline too, from first paint', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await waitForHydration(page)
  await expectLight(page)
  await darkModeToggle(page).click()
  await expectDark(page)
  await expect(darkModeToggle(page)).toHaveAttribute('aria-pressed', 'true')

  await context.setOffline(true)
  // Without the app's scripts the page still opens dark: the choice is applied in the HTML's head.
  await page.route('**/*.js', (route) => route.abort())
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectDark(page)
  await page.unroute('**/*.js')
  await page.reload()
  await waitForHydration(page)
  await expectDark(page)
  await expect(darkModeToggle(page)).toHaveAttribute('aria-pressed', 'true')
})

test('a page opened in the chosen dark mode hydrates cleanly and nothing moves', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await darkModeToggle(page).click()
  await expectDark(page)
  await recordLayoutShifts(page)
  const health = watchPageHealth(page)
  for (const route of ['/', '/mobile-app-quote', '/sandbox']) {
    await page.goto(route)
    await waitForHydration(page)
    await expectDark(page)
    await expect(darkModeToggle(page)).toHaveAttribute('aria-pressed', 'true')
    expect(await layoutShifts(page), route).toEqual([])
  }
  expect(health.problems).toEqual([])
})

test('the toolbar colour follows the scheme shown', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const themeColors = () =>
    page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((meta) => (meta as HTMLMetaElement).content))
  await darkModeToggle(page).click()
  await expect.poll(themeColors).toEqual(['#0f172a', '#0f172a'])
})
