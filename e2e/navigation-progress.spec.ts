import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support/page-health'

const aboutHeading = 'Building digital products that move businesses forward'
const homeHeading = 'Get Your Website, App & Automation Built FAST'

/** Every text the page-loading status region has held, recorded from the start. */
async function recordLoadingStatus(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { loadingStatus: string[] }).loadingStatus = seen
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        if (status.textContent === 'Loading page…') seen.push(status.textContent)
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { loadingStatus: string[] }).loadingStatus)
}

// A first visit: once the service worker has precached the site, no page's code is ever late, and
// requests it answers are beyond the test's reach (page.route).
test.use({ serviceWorkers: 'block' })

test('a page change that waits on its code shows a thin bar and says so politely', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  // The next page's code arrives a second late, as on a slow connection.
  await page.route('**/assets/about-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
  await page.getByRole('link', { name: 'About' }).first().click()
  await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toBeAttached()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: aboutHeading,
    }),
  ).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toHaveCount(0)
})

test('a page change whose code is already here shows and says nothing', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'About' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: aboutHeading })).toBeVisible()
  const statusTexts = await recordLoadingStatus(page)
  await page.getByRole('link', { name: 'Home' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible()
  await page.waitForTimeout(300)
  expect(await statusTexts()).toEqual([])
})
