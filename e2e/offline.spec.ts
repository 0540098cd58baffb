import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/page-health'
import { publicRoutes } from './support/routes'
import { waitForServiceWorker } from './support/service-worker'

test('after one visit every public route opens offline by a full page load', async ({
  page,
  context,
}) => {
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
