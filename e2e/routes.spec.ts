import { expect, test } from '@playwright/test'
import { watchPageHealth, waitForHydration } from './support/page-health'
import { publicRoutes } from './support/routes'

test('the route list comes from the route tree and includes the home page', () => {
  expect(publicRoutes).toContain('/')
})

for (const route of publicRoutes) {
  test(`${route} renders, hydrates cleanly and keeps to its security policy`, async ({ page }) => {
    const health = watchPageHealth(page)
    const response = await page.goto(route)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveTitle(/\S/)
    await waitForHydration(page)
    expect(health.problems).toEqual([])
  })
}

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(/^Page Not Found/)
  await expect(page.getByRole('heading', { name: /Page Not Found/ })).toBeVisible()
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get Your Website, App & Automation Built FAST' }),
  ).toBeVisible()
})

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})
