import { expect, test, type Page } from '@playwright/test'
import { holdBack } from './support/hold-back'
import { waitForHydration } from './support/page-health'

/** The home page's link further down, shown once the visitor has scrolled this far. */
const SCROLLED = 1400
const linkFurtherDown = (page: Page) => page.getByRole('link', { name: 'Get a mobile app quote' })

/** Follows the link further down, comes Back, and finds the home page where the visitor left it. */
async function followAndComeBack(page: Page, scrollY: number) {
  await expect(linkFurtherDown(page)).toBeInViewport()
  await linkFurtherDown(page).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobile App Quote Calculator')
  await page.goBack()
  await expect(page).toHaveURL('/')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY)
  await expect(linkFurtherDown(page)).toBeInViewport()
}

test('Back returns to where the visitor had scrolled', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.mouse.wheel(0, SCROLLED)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(SCROLLED)
  await followAndComeBack(page, SCROLLED)
})

test('Back returns to where the visitor scrolled while the page was starting, and not since', async ({
  page,
}) => {
  const release = await holdBack(page, /\/assets\/.*\.js$/)
  await page.goto('/', { waitUntil: 'commit' })
  await expect(linkFurtherDown(page)).toBeAttached()
  await page.mouse.wheel(0, SCROLLED)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(SCROLLED)
  release()
  await waitForHydration(page)
  await followAndComeBack(page, SCROLLED)
})
