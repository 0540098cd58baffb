import { expect, type Page } from '@playwright/test'
import { demo } from './backend'
import { linkIn, nthMailTo } from './mailbox'
import { waitForHydration } from './page-health'

/** The toast region; every account message appears there. */
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })

/**
 * The newest open toast with this title (and text). Read in one look: a toast closes on its own
 * and the region keeps a closing one's words until it is gone, so two looks can straddle it.
 */
export function openToast(page: Page, title: string, text?: string | RegExp) {
  const open = toasts(page).getByRole('status').or(toasts(page).getByRole('alert'))
  const titled = open.filter({ has: page.getByText(title, { exact: true }) })
  return (text ? titled.filter({ hasText: text }) : titled).first()
}

/** Signs in through the form at /auth (optionally arriving with a redirect target). */
export async function signInThroughForm(
  page: Page,
  email: string,
  password: string,
  path = '/auth',
) {
  await page.goto(path)
  await waitForHydration(page)
  const form = page.getByRole('tabpanel', { name: 'Sign In' })
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByLabel(/^Password/).fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

/** Signs in (the seeded customer unless told) on the way to the portal, and waits to be there. */
export async function openPortalAs(
  page: Page,
  account: { email: string; password: string } = demo.customer,
) {
  await signInThroughForm(page, account.email, account.password, '/auth?redirect=%2Fportal')
  await expect(page).toHaveURL('/portal')
}

export async function signUpThroughForm(
  page: Page,
  account: {
    firstName: string
    lastName: string
    email: string
    password: string
    confirm?: string
  },
) {
  await page.goto('/auth')
  await waitForHydration(page)
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  const form = page.getByRole('tabpanel', { name: 'Sign Up' })
  await form.getByRole('textbox', { name: 'First Name' }).fill(account.firstName)
  await form.getByRole('textbox', { name: 'Last Name' }).fill(account.lastName)
  await form.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await form.getByLabel(/^Password/).fill(account.password)
  await form.getByLabel(/^Confirm Password/).fill(account.confirm ?? account.password)
  await form.getByRole('button', { name: 'Create Account' }).click()
  return form
}

export async function expectSignedIn(page: Page) {
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Portal' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible()
}

export async function expectSignedOut(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
}

/** Signs up through the form and follows the confirmation mail's link: signed in, on /portal. */
export async function signUpAndConfirm(
  page: Page,
  account: { firstName: string; lastName: string; email: string; password: string },
) {
  await signUpThroughForm(page, account)
  await expect(toasts(page)).toContainText('Please check your email to verify your account.')
  await page.goto(linkIn(await nthMailTo(account.email, 1, 'Confirm Your Signup')))
  await expect(page).toHaveURL('/portal')
}
