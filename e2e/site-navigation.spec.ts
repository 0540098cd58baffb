import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/page-health'

const mainNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main' })

test('the header keeps the six main items in order, then the two groups', async ({ page }) => {
  await page.goto('/')
  const items = mainNav(page).getByRole('listitem').filter({ visible: true })
  await expect(items.filter({ has: page.getByRole('link') })).toHaveText([
    'Home',
    'Website Specials',
    'Development',
    'Automation',
    'About',
    'Contact',
  ])
  await expect(mainNav(page).getByRole('button')).toHaveText(['Services', 'Accessibility'])
})

test('a group opens, is walked and closes by keyboard, and its links navigate', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const services = mainNav(page).getByRole('button', { name: 'Services' })
  const panel = mainNav(page).getByRole('list', { name: 'Services' })
  await expect(services).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()

  await services.focus()
  await page.keyboard.press('Enter')
  await expect(services).toHaveAttribute('aria-expanded', 'true')
  await expect(panel.getByRole('link')).toHaveText([
    'AI Services',
    'Website Services',
    'Maintenance Plans',
    'Mobile App Quote',
    'Web App Quote',
    'Get Started',
  ])
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('link', { name: 'AI Services' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(services).toBeFocused()

  // Space opens it too; leaving the group with Tab closes it.
  await page.keyboard.press('Space')
  await expect(panel).toBeVisible()
  for (let step = 0; step < 6; step++) await page.keyboard.press('Tab')
  await expect(panel.getByRole('link', { name: 'Get Started' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(mainNav(page).getByRole('button', { name: 'Accessibility' })).toBeFocused()
  await expect(panel).toBeHidden()

  await page.keyboard.press('Enter')
  const accessibility = mainNav(page).getByRole('list', { name: 'Accessibility' })
  await accessibility.getByRole('link', { name: 'Audit Pricing' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/pricing')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(accessibility).toBeHidden()
})

test('the group links are in the page before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const hrefs = await page
    .getByRole('navigation', { name: 'Main' })
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual(expect.arrayContaining(['/services', '/sandbox', '/api-pricing']))
  await context.close()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the mobile menu offers the same groups', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    for (const group of ['Services', 'Accessibility']) {
      await expect(menu.getByRole('heading', { name: group })).toBeVisible()
    }
    const accessibility = menu.getByRole('region', { name: 'Accessibility' })
    await accessibility.getByRole('link', { name: 'Demo Suite' }).click()
    await expect(page).toHaveURL('/sandbox')
    await expect(menu).toBeHidden()
  })
})

test('a page opened from the footer starts at its top', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'Accessibility Statement' }).click()
  await expect(page).toHaveURL('/accessibility')
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  await expect(footer).not.toBeInViewport()
})

test('moving focus up to the sticky header leaves the page where it was', async ({ page }) => {
  await page.goto('/services')
  await page.evaluate(() => window.scrollTo(0, 1200))
  // As Shift+Tab does from the first control of the page below the header.
  await page.getByRole('banner').getByRole('link', { name: 'Book Call' }).focus()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Book Call' })).toBeFocused()
  expect(await page.evaluate(() => window.scrollY)).toBe(1200)
})

// A phone's header is one row; from 768 px the navigation takes rows of its own under the brand,
// two of them where it wraps (800 px) and one on a wide screen.
for (const width of [390, 800, 1280]) {
  test(`a linked heading shows below the sticky header at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/pricing#faq-heading')
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().bottom)
    const headingTop = await page
      .getByRole('heading', { name: 'Frequently asked questions' })
      .evaluate((heading) => heading.getBoundingClientRect().top)
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom)
  })
}
