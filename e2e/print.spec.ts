import { expect, test } from '@playwright/test'
import { publicRoutes } from './support/routes'

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ media: 'print' })
})

for (const route of publicRoutes) {
  test(`${route} prints its content without the header and footer`, async ({ page }) => {
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
  })
}

test('a printed link shows its address', async ({ page }) => {
  await page.goto('/about')
  const link = page.getByRole('main').locator('a[href^="/"]').first()
  const href = await link.getAttribute('href')
  const printed = await link.evaluate((element) => getComputedStyle(element, '::after').content)
  expect(printed).toBe(`" (${href})"`)
})
