import { expect, test } from '@playwright/test'
import { siteDefaults } from '../src/lib/site/site-defaults'
import { waitForServiceWorker } from './support/service-worker'

const notFound = { name: /Page Not Found/ }
const sisterApplications = Object.values(siteDefaults.links)

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
})

test('online, with the worker in control, unknown paths get the server’s 404', async ({ page }) => {
  const response = await page.goto('/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', notFound)).toBeVisible()
})

test('the sister applications’ paths reach the server, never the worker', async ({ page }) => {
  expect(sisterApplications).toContain('/stampx')
  for (const path of [...sisterApplications, '/stampx/some/page']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    expect(response?.fromServiceWorker(), path).toBe(false)
  }
})

test('offline, an unknown path shows the not-found page and the pages still open', async ({
  page,
  context,
}) => {
  await context.setOffline(true)
  await page.goto('/does-not-exist')
  await expect(page.getByRole('heading', notFound)).toBeVisible()
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', notFound)).toHaveCount(0)
  // Not the worker's to answer: the browser reports that it is offline.
  await expect(page.goto('/stampx')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
})
