import { expect, type Locator, type Page } from '@playwright/test'
import { pauseClock } from './clock'
import { waitForHydration } from './page-health'

/** Resolves once React has hydrated this element (its widget's code has arrived). */
export async function widgetReady(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true)
}

/**
 * Opens the page, then puts it on a fake clock that moves only when the test says so. The clock
 * comes once the page has hydrated, as it loads for a visitor: Playwright's fake idle callbacks
 * report no idle time, so a clock installed before held back what the page loads once quiet
 * (the later demos) for the whole of its wait limit.
 */
export async function openSandbox(page: Page, path = '/sandbox'): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
  await page.clock.install()
  await pauseClock(page)
}

export async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name }).click()
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel', { name })
  await expect(panel).toBeVisible()
  await widgetReady(panel.locator('button, input, [role=slider]').first())
  return panel
}
