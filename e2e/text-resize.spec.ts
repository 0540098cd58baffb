import { expect, test, type Page } from '@playwright/test'
import { openPortalAs } from './support/accounts'
import { waitForHydration } from './support/page-health'

/** WCAG 1.4.4 (Resize Text): the browser's text size setting at 200% of its 16 px default. */
async function doubleTextSize(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
}

/**
 * What a reader would notice with large text: boxes that cut their text off, controls drawn over
 * one another, and a page that scrolls sideways.
 */
function resizeProblems(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      // Content kept unrendered (a closed tab's, decision 0037) has boxes but is not shown.
      if (!element.checkVisibility()) return false
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      // Visually hidden text (1 px boxes) is for screen readers and clips on purpose.
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden'
    }
    const ownText = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      )
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40)}"`

    const clipped = [...document.querySelectorAll('body *')]
      .filter((element) => ownText(element) && visible(element))
      .filter((element) => {
        const style = getComputedStyle(element)
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
        return (
          clips &&
          (element.scrollWidth > element.clientWidth + 1 ||
            element.scrollHeight > element.clientHeight + 1)
        )
      })
      .map(name)

    const controls = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type=hidden]), select, textarea, [role=tab], [role=slider]',
      ),
    ].filter(visible)
    const overlapping: string[] = []
    controls.forEach((first, index) => {
      const a = first.getBoundingClientRect()
      for (const second of controls.slice(index + 1)) {
        if (first.contains(second) || second.contains(first)) continue
        const b = second.getBoundingClientRect()
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left)
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
        // A pixel of shared border is not an overlap a reader would see.
        if (across > 1 && down > 1) overlapping.push(`${name(first)} × ${name(second)}`)
      }
    })

    return {
      rootFontSize: getComputedStyle(document.documentElement).fontSize,
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      clipped,
      overlapping,
    }
  })
}

const CLEAN = { rootFontSize: '32px', sideways: 0, clipped: [], overlapping: [] }

test.use({ viewport: { width: 1280, height: 800 } })

for (const route of ['/', '/mobile-app-quote', '/web-app-quote', '/sandbox']) {
  test(`${route} at 200% text cuts no text off and overlaps no controls`, async ({ page }) => {
    await doubleTextSize(page)
    await page.goto(route)
    await waitForHydration(page)
    expect(await resizeProblems(page)).toEqual(CLEAN)
  })
}

test('/portal at 200% text cuts no text off and overlaps no controls in any tab', async ({
  page,
}) => {
  await doubleTextSize(page)
  await openPortalAs(page)
  for (const tab of ['RON Appointments', 'Website Orders', 'Profile']) {
    await page.getByRole('tab', { name: tab }).click()
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible()
    expect(await resizeProblems(page), tab).toEqual(CLEAN)
  }
})
