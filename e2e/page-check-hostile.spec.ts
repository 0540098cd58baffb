import { expect, test, type Locator, type Page } from '@playwright/test'
import { CHECK_TIMEOUT_MS, checkPasted, openCheck } from './support/page-check'

/** Three WCAG issues (a missing alt, an unlabelled field, low contrast), plus `extra`. */
const pageWithIssues = (extra: string) => `<!doctype html>
<html lang="en">
<head><title>Shop</title><style>.faint { color: #c8c8c8; background: #ffffff; }</style></head>
<body><main>
  <h1>Shop</h1>
  <img src="/tracker.png">
  <input type="text" name="coupon">
  <p class="faint">Free delivery on orders over $50</p>
  ${extra}
</main></body>
</html>`

const threeIssues = /^Check complete: score \d+\/100, 3 WCAG issues/

/** Counts the longest gap between the beats of a 1-second timer on the page, from now. */
async function startHeartbeat(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const beats = { last: performance.now(), longest: 0 }
    Object.assign(window, { beats })
    setInterval(() => {
      const now = performance.now()
      beats.longest = Math.max(beats.longest, now - beats.last)
      beats.last = now
    }, 1000)
  })
  return () =>
    page.evaluate(() => (window as unknown as { beats: { longest: number } }).beats.longest)
}

async function submitPasted(panel: Locator, markup: string) {
  await panel.getByLabel('HTML of the page').fill(markup)
  await panel.getByRole('button', { name: 'Check the page' }).click()
}

test('what hides in <noscript> reaches neither the frame nor the network', async ({ page }) => {
  const panel = await openCheck(page)
  const requests: string[] = []
  page.on('request', (request) => {
    if (/hidden|example\.com/.test(request.url())) requests.push(request.url())
  })
  // DOMParser reads this as one paragraph; a frame with scripting on as text, then a live
  // refresh and image.
  const hidden = `<noscript><p title="</noscript><meta http-equiv=refresh content='0;url=https://example.com/'><img src=/hidden.png>"></p></noscript>`
  await checkPasted(panel, pageWithIssues(hidden))
  // One element each: the hidden image without alt text is not among them.
  await expect(panel.getByRole('status')).toHaveText(/ 3 WCAG issues on 3 elements,/)
  expect(requests).toEqual([])
})

test('elements named after the document’s own properties change nothing in the report', async ({
  page,
}) => {
  const panel = await openCheck(page)
  await checkPasted(panel, pageWithIssues('<img name="documentElement" alt="">'))
  await expect(panel.getByRole('status')).toHaveText(threeIssues)
  // This one used to stop the checker before it answered.
  await checkPasted(panel, pageWithIssues('<form name="querySelectorAll"></form>'))
  await expect(panel.getByRole('status')).toHaveText(threeIssues)
})

test('a report posted by another window is ignored', async ({ page }) => {
  const panel = await openCheck(page)
  await submitPasted(panel, pageWithIssues(''))
  // A clean report, as the checker's frame would post it, from the page's own window.
  await page.evaluate(() => {
    const forged = {
      type: 'page-check-result',
      nonce: 'guessed',
      outcome: { violations: [], passes: [], incomplete: [] },
    }
    window.postMessage(forged, '*')
    window.postMessage({ ...forged, nonce: undefined }, '*')
  })
  await expect(panel.getByRole('status')).toHaveText(threeIssues, { timeout: CHECK_TIMEOUT_MS })
})

test('a page of 200,000 elements is refused at once, and the tab keeps its heartbeat', async ({
  page,
}) => {
  const panel = await openCheck(page)
  await panel.getByLabel('HTML of the page').fill('<div>'.repeat(200_000))
  const longestGap = await startHeartbeat(page)
  await panel.getByRole('button', { name: 'Check the page' }).click()
  await expect(panel.getByRole('alert')).toHaveText(
    'This page has more than 10,000 elements, the most the check takes. Check a smaller page, or a part of it.',
  )
  // Three more beats after the refusal: none may come a whole beat late.
  await page.waitForTimeout(3500)
  expect(await longestGap()).toBeLessThan(2000)
})

test('a page nested 450 elements deep ends well within the time limit, saying why', async ({
  page,
}) => {
  const panel = await openCheck(page)
  await submitPasted(panel, `${'<div>'.repeat(450)}Deep${'</div>'.repeat(450)}`)
  await expect(panel.getByRole('alert')).toHaveText(
    'This page nests elements more than 128 levels deep, the most the check takes. Check a part of it.',
    { timeout: 10_000 },
  )
  await expect(page.locator('iframe[srcdoc]')).toHaveCount(0)
})
