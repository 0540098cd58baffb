import type { Page } from '@playwright/test'

/** How far ahead of the page's time its clock stops: no delay under test is due that soon. */
const AHEAD_MS = 1000

/**
 * Stops the page's installed clock a little ahead of its time, so that each delay can then be
 * stepped through exactly. The clock runs on in real time while the two calls travel, and a page
 * busy with a long task on a loaded machine can let it pass the chosen moment (Playwright then
 * refuses to go back): the time is read again and a new moment chosen.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now())
    try {
      await page.clock.pauseAt(now + AHEAD_MS)
      return
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error
    }
  }
}
