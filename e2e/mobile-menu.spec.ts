import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/page-health'

test.use({ viewport: { width: 375, height: 740 } })

test('the mobile menu works by keyboard and returns focus to its button', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const desktopNav = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About' })
  await expect(desktopNav).toBeHidden()

  // While the modal menu is open the rest of the page is hidden from assistive technology.
  const trigger = page.getByRole('button', { name: 'Open menu', includeHidden: true })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  for (const label of [
    'Home',
    'Website Specials',
    'Development',
    'Automation',
    'About',
    'Contact',
  ]) {
    await expect(menu.getByRole('link', { name: label })).toBeVisible()
  }
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth')
  await expect(menu.getByRole('link', { name: 'Book Discovery Call' })).toHaveAttribute(
    'href',
    '/book-call',
  )

  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(trigger).toBeFocused()
  await expect(trigger).toHaveAttribute('aria-expanded', 'false')
})

test('choosing a page in the mobile menu navigates and closes the menu', async ({ page }) => {
  await page.goto('/missing-page')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await menu.getByRole('link', { name: 'Home' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/')
  await expect(menu).toBeHidden()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get Your Website, App & Automation Built FAST' }),
  ).toBeVisible()
})
