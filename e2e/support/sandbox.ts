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

/** Opens the page on a fake clock that moves only when the test says so. */
export async function openSandbox(page: Page, path = '/sandbox'): Promise<void> {
  await page.clock.install()
  await page.goto(path)
  await waitForHydration(page)
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
