import { expect, test, type Page } from '@playwright/test'
import { openPortalAs } from './support/accounts'
import { waitForHydration } from './support/page-health'
import { publicRoutes } from './support/routes'

/** A common phone, and the narrowest width WCAG 1.4.10 (Reflow) asks a page to fit. */
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
]

const PORTAL_TABS = ['RON Appointments', 'Website Orders', 'Profile']

/** How far the page scrolls sideways, and the tabs that are not wholly on screen. */
function overflow(page: Page) {
  return page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tabsOffScreen: [...document.querySelectorAll('[role="tab"]')]
      .filter((tab) => {
        const box = tab.getBoundingClientRect()
        return box.left < 0 || box.right > document.documentElement.clientWidth
      })
      .map((tab) => tab.textContent),
  }))
}

for (const phone of PHONES) {
  test.describe(`at ${phone.width} px`, () => {
    test.use({ viewport: phone })

    for (const route of publicRoutes) {
      test(`${route} keeps every tab on screen and never scrolls sideways`, async ({ page }) => {
        await page.goto(route)
        await waitForHydration(page)
        expect(await overflow(page)).toEqual({ sideways: 0, tabsOffScreen: [] })
      })
    }

    test('/portal signed in shows all three tabs and no tab scrolls sideways', async ({ page }) => {
      await openPortalAs(page)
      await expect(page.getByRole('tab')).toHaveCount(PORTAL_TABS.length)
      for (const tab of PORTAL_TABS) {
        await page.getByRole('tab', { name: tab }).click()
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible()
        expect(await overflow(page), tab).toEqual({ sideways: 0, tabsOffScreen: [] })
      }
    })
  })
}
