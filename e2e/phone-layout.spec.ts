import { expect, test, type Page } from '@playwright/test'
import { signInThroughForm } from './support/accounts'
import { demo } from './support/backend'
import { waitForHydration } from './support/page-health'
import { publicRoutes } from './support/routes'

const PHONE = { width: 390, height: 844 }

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

test.use({ viewport: PHONE })

for (const route of publicRoutes) {
  test(`${route} at 390 px keeps every tab on screen and never scrolls sideways`, async ({
    page,
  }) => {
    await page.goto(route)
    await waitForHydration(page)
    expect(await overflow(page)).toEqual({ sideways: 0, tabsOffScreen: [] })
  })
}

test('/portal signed in at 390 px shows all three tabs', async ({ page }) => {
  await signInThroughForm(
    page,
    demo.customer.email,
    demo.customer.password,
    '/auth?redirect=%2Fportal',
  )
  await expect(page).toHaveURL('/portal')
  await expect(page.getByRole('tab')).toHaveCount(3)
  expect(await overflow(page)).toEqual({ sideways: 0, tabsOffScreen: [] })
})
