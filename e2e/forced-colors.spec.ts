import { expect, test, type Locator, type Page } from '@playwright/test'
import { openPortalAs } from './support/accounts'
import { waitForHydration } from './support/page-health'
import { openCalculator, tick } from './support/quote'

// Windows high contrast: the system repaints every colour, so no state may rest on colour alone.
test.use({ forcedColors: 'active' })

/** Whether a box's text is underlined: a cue forced colours cannot repaint away. */
const underlined = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).textDecorationLine.includes('underline'))

/** Whether a box has a border drawn in a colour other than its own background. */
const outlinedBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element)
    return (
      style.borderTopStyle !== 'none' &&
      parseFloat(style.borderTopWidth) >= 1 &&
      style.borderTopColor !== style.backgroundColor
    )
  })

/** Whether the focused control shows a focus ring the system's colours keep visible. */
const focusRingShows = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement
    if (!(focused instanceof HTMLElement) || focused === document.body) return false
    const style = getComputedStyle(focused)
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
  })

test('the selected tab is underlined and the others are not, and the choice moves with it', async ({
  page,
}) => {
  await page.goto('/sandbox')
  await waitForHydration(page)
  const tabs = page
    .getByRole('tablist', { name: 'Mobile app accessibility demos' })
    .getByRole('tab')
  const selected = tabs.and(page.locator('[aria-selected="true"]'))
  await expect(selected).toHaveText('Scanner Demo')
  expect(await underlined(selected)).toBe(true)
  expect(await underlined(tabs.filter({ hasText: 'Voice Demo' }))).toBe(false)

  await tabs.filter({ hasText: 'Voice Demo' }).click()
  await expect(selected).toHaveText('Voice Demo')
  expect(await underlined(tabs.filter({ hasText: 'Voice Demo' }))).toBe(true)
  expect(await underlined(tabs.filter({ hasText: 'Scanner Demo' }))).toBe(false)
})

test('on a phone, the tabs keep their chip outline and the selected one its underline', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sandbox')
  await waitForHydration(page)
  const tabs = page
    .getByRole('tablist', { name: 'Mobile app accessibility demos' })
    .getByRole('tab')
  expect(await outlinedBox(tabs.filter({ hasText: 'Voice Demo' }))).toBe(true)
  expect(await underlined(tabs.filter({ hasText: 'Scanner Demo' }))).toBe(true)
})

test('a chosen quote option looks chosen, and unchosen ones alike', async ({ page }) => {
  await openCalculator(page, '/mobile-app-quote')
  await tick(page, 'Push Notifications')
  await page.getByRole('checkbox', { name: 'Push Notifications' }).blur()
  const looks = (name: string) => page.getByRole('checkbox', { name }).screenshot()
  const unchosen = await looks('User Authentication')
  expect(unchosen.equals(await looks('Admin Panel'))).toBe(true)
  expect(unchosen.equals(await looks('Push Notifications'))).toBe(false)
})

test('every portal status badge keeps an outline and names its status in words', async ({
  page,
}) => {
  await openPortalAs(page)
  const badges = page
    .getByRole('tabpanel', { name: 'RON Appointments' })
    .getByText(/^(Status|Payment): \w/)
  await expect(badges.first()).toBeVisible()
  for (const badge of await badges.all()) {
    await expect(badge).toHaveText(/^(Status|Payment): \w+/)
    expect(await outlinedBox(badge), await badge.innerText()).toBe(true)
  }
})

test('the contrast verdict keeps its outline and its tick', async ({ page }) => {
  await page.goto('/sandbox')
  await waitForHydration(page)
  await page.getByRole('tab', { name: 'Quick Colors' }).click()
  const verdict = page
    .getByRole('tabpanel', { name: 'Quick Colors' })
    .getByText(/^WCAG (AAA|AA|Fail)$/)
  await expect(verdict).toBeVisible()
  expect(await outlinedBox(verdict)).toBe(true)
  await expect(verdict.locator('svg')).toBeVisible()
})

for (const route of ['/', '/sandbox', '/mobile-app-quote']) {
  test(`${route}: every control reached by Tab shows its focus ring`, async ({ page }) => {
    await page.goto(route)
    await waitForHydration(page)
    const missing: string[] = []
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab')
      if (!(await focusRingShows(page))) {
        missing.push(
          await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''),
        )
      }
    }
    expect(missing).toEqual([])
  })
}
