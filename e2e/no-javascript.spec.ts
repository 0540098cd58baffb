import { expect, test } from '@playwright/test'
import { siteDefaults } from '../src/lib/site/site-defaults'
import { publicRoutes } from './support/routes'

test.use({ javaScriptEnabled: false })

for (const route of publicRoutes) {
  test(`${route} shows its content without JavaScript`, async ({ page }) => {
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(siteDefaults.phone)
  })
}
