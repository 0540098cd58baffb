import { expect, test, type Page } from '@playwright/test'
import { wcagViolations } from './support/axe'
import { waitForHydration } from './support/page-health'

declare global {
  interface Window {
    /** Read by the stand-in for the about page's code below: while true, the page throws. */
    aboutPageBroken?: boolean
  }
}

/**
 * Serves a stand-in for the about page's code (its route chunk exports `component`): a page that
 * throws while `aboutPageBroken` is set, as a page with a fault in it would.
 */
async function breakTheAboutPage(page: Page) {
  await page.route(/\/assets\/about-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export const component = () => {
        if (window.aboutPageBroken) throw new Error('The about page broke')
        return 'The about page is back'
      }`,
    }),
  )
}

test.describe('a page that fails', () => {
  test.use({ serviceWorkers: 'block' })

  test('shows an error page inside the site frame, with Try again and a way home', async ({
    page,
  }) => {
    await breakTheAboutPage(page)
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => (window.aboutPageBroken = true))
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click()

    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])

    await page.evaluate(() => (window.aboutPageBroken = false))
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText('The about page is back')).toBeVisible()
  })

  test('opened directly, the failing page shows the same error page, and the way home works', async ({
    page,
  }) => {
    await breakTheAboutPage(page)
    await page.addInitScript(() => (window.aboutPageBroken = true))
    await page.goto('/about')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong')
  })
})
