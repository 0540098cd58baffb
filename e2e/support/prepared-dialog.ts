import { expect, type Page } from '@playwright/test'

/**
 * Opens the page and waits until it has mounted its dialog closed (hydrated, then once quiet), so
 * that the next tap meets the prepared dialog: in the page, yet no dialog announced.
 */
export async function gotoWithDialogPrepared(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('dialog')).toBeAttached()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}
