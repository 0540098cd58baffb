import { expect, test } from '@playwright/test'
import { emulateSlowPhone, openAtFirstPaint } from './support/slow-phone'

/**
 * On a slow link a page arrives in pieces. Its first frame waits for all of the page's main
 * content (decision 0017): a frame of half a page shows a hero whose rows and badges then move.
 */
for (const path of ['/', '/mobile-app-quote', '/sandbox', '/services']) {
  test(`${path}: the first frame shows all of the page's content`, async ({ page }) => {
    await page.addInitScript(() => {
      // Runs with the first frame, before it is painted.
      requestAnimationFrame(() => {
        const main = document.querySelector('main')
        Object.assign(window, { contentAtFirstFrame: main?.nextElementSibling ? 'all' : 'part' })
      })
    })
    await emulateSlowPhone(page)
    await openAtFirstPaint(page, path)
    expect(
      await page.evaluate(() => 'contentAtFirstFrame' in window && window.contentAtFirstFrame),
    ).toBe('all')
  })
}
