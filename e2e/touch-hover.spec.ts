import { expect, test, type Locator, type Page } from '@playwright/test'
import { waitForHydration } from './support/page-health'

const background = (control: Locator) =>
  control.evaluate((element) => getComputedStyle(element).backgroundColor)

/** The sign-in form's password toggle: a control whose press leaves it in place. */
async function passwordToggle(page: Page) {
  await page.goto('/auth')
  await waitForHydration(page)
  return page.getByRole('button', { name: 'Show password' }).first()
}

test('a control takes its hover colour under a mouse', async ({ page }) => {
  const toggle = await passwordToggle(page)
  const resting = await background(toggle)
  await toggle.hover()
  await expect.poll(() => background(toggle)).not.toBe(resting)
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  test('a tapped control keeps its resting colour', async ({ page }) => {
    const toggle = await passwordToggle(page)
    const resting = await background(toggle)
    await toggle.tap()
    const pressed = page.getByRole('button', { name: 'Hide password' }).first()
    await expect(pressed).toBeVisible()
    expect(await background(pressed)).toBe(resting)
  })
})
