import { expect, type Locator, type Page } from '@playwright/test'
import { waitForHydration } from './page-health'

export const TAB = 'Check your own page'

/** Opens the "Check your own page" tool on /sandbox, hydrated; resolves with its panel. */
export async function openCheck(page: Page): Promise<Locator> {
  await page.goto('/sandbox')
  await waitForHydration(page)
  await page.getByRole('tab', { name: TAB }).click()
  const panel = page.getByRole('tabpanel', { name: TAB })
  const check = panel.getByRole('button', { name: 'Check the page' })
  await expect
    .poll(() => check.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))))
    .toBe(true)
  return panel
}

export async function checkPasted(panel: Locator, markup: string): Promise<void> {
  await panel.getByLabel('HTML of the page').fill(markup)
  await panel.getByRole('button', { name: 'Check the page' }).click()
  await expect(panel.getByRole('status')).toHaveText(/^Check complete/, { timeout: 20_000 })
}
