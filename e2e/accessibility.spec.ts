import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support/page-health'
import { publicRoutes } from './support/routes'

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()
  return results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

for (const route of [...publicRoutes, '/unknown-page']) {
  test(`${route} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(route)
    await waitForHydration(page)
    expect(await violations(page)).toEqual([])
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the open mobile menu has no WCAG 2.1 A/AA violations', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})
