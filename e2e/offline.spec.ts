import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/page-health'
import { publicRoutes } from './support/routes'
import { waitForServiceWorker } from './support/service-worker'

/** The page's connection check: a time limit (3 s) plus the interval between checks (5 s). */
const CONNECTION_CHECK_WITHIN_MS = 10_000

test('after one visit every public route opens offline by a full page load', async ({
  page,
  context,
}) => {
  // One test loads every public page in full: its time limit grows with their number (a page
  // takes about 1 s on a two-core machine while the other test worker is busy).
  test.setTimeout(publicRoutes.length * 3_000)
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  for (const route of publicRoutes) {
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible()
  }
  await waitForHydration(page)
  await expect(page.getByText(/You are offline/)).toBeVisible()
})

test('offline, in-app navigation works and an unknown path shows the 404 page', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.goto('/nowhere-offline')
  await expect(page.getByRole('heading', { name: /Page Not Found/ })).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get Your Website, App & Automation Built FAST' }),
  ).toBeVisible()
})

test('going offline and back is shown to the visitor', async ({ page, context }) => {
  await page.goto('/')
  await waitForHydration(page)
  await context.setOffline(true)
  await expect(page.getByText(/You are offline/)).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByText(/You are offline/)).toBeHidden()
})

test('with every request failing while the browser says online, the page says it is offline until they succeed again', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  // A network that answers nothing: every request fails, yet the browser reports a connection.
  await context.route('**/*', (route) => route.abort('internetdisconnected'))
  await page.reload()
  await waitForHydration(page)
  expect(await page.evaluate(() => navigator.onLine)).toBe(true)
  const banner = page.getByText(/You are offline/)
  await expect(banner).toBeVisible({ timeout: CONNECTION_CHECK_WITHIN_MS })

  await context.unrouteAll()
  await expect(banner).toBeHidden({ timeout: CONNECTION_CHECK_WITHIN_MS })
})
