import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/page-health'

test('a third-party badge inserted into the page is removed at once', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => {
    const badge = document.createElement('a')
    badge.id = 'lovable-badge'
    badge.href = 'https://lovable.dev'
    badge.textContent = 'Edit with Lovable'
    document.body.append(badge)
  })
  await expect(page.getByText('Edit with Lovable')).toHaveCount(0)
})
