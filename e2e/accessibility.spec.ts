import { expect, test } from '@playwright/test'
import { openPortalAs } from './support/accounts'
import { wcagViolations as violations } from './support/axe'
import { waitForHydration } from './support/page-health'
import { publicRoutes } from './support/routes'

for (const route of [...publicRoutes, '/unknown-page']) {
  test(`${route} has no WCAG 2.2 A/AA violations, light or dark`, async ({ page }) => {
    await page.goto(route)
    await waitForHydration(page)
    expect(await violations(page)).toEqual([])
  })
}

test('the header with each navigation group open has no WCAG 2.2 A/AA violations', async ({
  page,
}) => {
  // Four scans of the whole page (two groups, each in both schemes): more than 30 s on a loaded
  // two-core machine.
  test.slow()
  await page.goto('/')
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const group of ['Services', 'Accessibility']) {
    await nav.getByRole('button', { name: group }).click()
    await expect(nav.getByRole('list', { name: group })).toBeVisible()
    expect(await violations(page)).toEqual([])
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the open mobile menu has no WCAG 2.2 A/AA violations', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})

test.describe('account screens', () => {
  test('/auth, both tabs with validation errors shown, has no violations', async ({ page }) => {
    await page.goto('/auth')
    await waitForHydration(page)
    await page
      .getByRole('tabpanel', { name: 'Sign In' })
      .getByRole('button', { name: 'Sign In' })
      .click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await page
      .getByRole('tabpanel', { name: 'Sign Up' })
      .getByRole('button', { name: 'Create Account' })
      .click()
    await expect(page.getByText('First name is required')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('/admin with validation errors shown has no violations', async ({ page }) => {
    await page.goto('/admin')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Password is required')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  // One test per tab, so each stays short on a loaded machine (the Profile tab holds the
  // two-step verification section too).
  for (const tab of ['RON Appointments', 'Website Orders', 'Profile']) {
    test(`/portal has no violations in the ${tab} tab`, async ({ page }) => {
      await openPortalAs(page)
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible()
      expect(await violations(page), tab).toEqual([])
    })
  }
})
