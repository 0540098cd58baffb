import { expect, test } from '@playwright/test'
import { TOAST_DURATION_MS } from '../src/lib/toast/toast'
import { openToast } from './support/accounts'
import { waitForHydration } from './support/page-health'
import { openTab } from './support/sandbox'

test.use({ reducedMotion: 'reduce' })

test('with reduced motion a toast still stays its full time, and its timer bar is out of sight', async ({
  page,
}) => {
  await page.goto('/sandbox')
  await waitForHydration(page)
  const panel = await openTab(page, 'Scanner Demo')
  await panel.getByRole('button', { name: 'Start Scan' }).click()

  const toast = openToast(page, 'Input Required')
  await expect(toast).toBeVisible()
  // The toast closes when this bar's animation ends: its length is the time the visitor has.
  const timer = toast.getByRole('progressbar', { name: 'notification timer', includeHidden: true })
  // A toast closed at once has no bar left to read: this waits no longer than a toast should last.
  const length = await timer.evaluate(
    (bar) => bar.getAnimations()[0]?.effect?.getComputedTiming().duration,
    undefined,
    { timeout: TOAST_DURATION_MS },
  )
  expect(length).toBe(TOAST_DURATION_MS)
  await expect(timer).toBeHidden()
})
