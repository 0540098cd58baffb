import { expect, type Locator, type Page } from '@playwright/test'
import { waitForHydration } from './page-health'

export const CALCULATE = { name: 'Calculate Quote' }

/** Resolves once React has hydrated the calculator (its code arrives after the page). */
export async function openCalculator(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  const heading = page.locator('main h2').first()
  await expect
    .poll(() =>
      heading.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true)
}

export async function fillContact(page: Page, name = 'Ann Lee', email = 'ann@example.com') {
  await page.getByRole('textbox', { name: /^Name/ }).fill(name)
  await page.getByRole('textbox', { name: /^Email/ }).fill(email)
}

/** Ticks or clears a feature the way a visitor does: by clicking its label. */
export async function tick(page: Page, name: string, checked = true) {
  const box = page.getByRole('checkbox', { name })
  if ((await box.isChecked()) !== checked) {
    await page
      .locator('label')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click()
  }
  await expect(box).toBeChecked({ checked })
}

export function resultView(page: Page): Locator {
  return page.getByRole('region', { name: 'Your Preliminary Estimate' })
}

/**
 * Resolves once the page has painted its next frame and run what it queued for after that paint.
 * A person presses Back after seeing the view they switched to; a check of the DOM can pass
 * before that paint, and the calculator writes a switch's URL just after it.
 */
export const seenOnScreen = (page: Page) =>
  page.evaluate(() => new Promise<void>((shown) => requestAnimationFrame(() => setTimeout(shown))))
