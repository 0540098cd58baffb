import { expect, type Locator, type Page } from '@playwright/test'
import { waitForHydration } from './page-health'

export const TAB = 'Check your own page'

/**
 * How long a check may take to report: the checker's code arrives in the frame and axe runs over
 * the page there, more than the 10 s an expectation waits by default on a loaded two-core machine.
 */
export const CHECK_TIMEOUT_MS = 20_000

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
  await expect(panel.getByRole('status')).toHaveText(/^Check complete/, {
    timeout: CHECK_TIMEOUT_MS,
  })
}
