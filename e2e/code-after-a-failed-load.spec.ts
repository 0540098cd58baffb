import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support/page-health'

/**
 * Code that did not come (the connection dropped on a first visit, before the service worker had
 * it) comes on the page's own "Try again", without a reload. The worker is blocked here: with it,
 * its precache answers these loads, offline too.
 */
test.use({ serviceWorkers: 'block' })

/** Fails every load of the code at `url` as a lost connection would, until the returned call. */
async function failLoads(page: Page, url: RegExp): Promise<() => void> {
  let failing = true
  await page.route(url, (route) =>
    failing ? route.abort('internetdisconnected') : route.continue(),
  )
  return () => {
    failing = false
  }
}

test('the page check tool, whose code failed to load, loads on Try again', async ({ page }) => {
  const restore = await failLoads(page, /\/assets\/page-check-[\w-]+\.js$/)
  await page.goto('/sandbox')
  await waitForHydration(page)

  await page.getByRole('tab', { name: 'Check your own page' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Check your own page' })
  await expect(panel.getByRole('alert')).toHaveText(/This part of the page could not be shown/)

  restore()
  await panel.getByRole('button', { name: 'Try again' }).click()
  await expect(panel.getByRole('button', { name: 'Check the page' })).toBeVisible()
})

test('a page whose code failed to load opens on Try again', async ({ page }) => {
  const restore = await failLoads(page, /\/assets\/about-[\w-]+\.js$/)
  await page.goto('/')
  await waitForHydration(page)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()

  restore()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Building digital products that move businesses forward',
  )
})
