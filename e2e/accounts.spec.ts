import { expect, test } from '@playwright/test'
import {
  expectSignedIn,
  expectSignedOut,
  openToast,
  signInThroughForm,
  signUpAndConfirm,
  signUpThroughForm,
  toasts,
} from './support/accounts'
import { demo, E2E_BACKEND_URL, uniqueEmail } from './support/backend'
import { waitForHydration } from './support/page-health'

test('signing up creates the account, says so and clears the form', async ({ page }) => {
  const email = uniqueEmail('new')
  const form = await signUpThroughForm(page, {
    firstName: 'Nia',
    lastName: 'Okafor',
    email,
    password: 'secret123',
  })
  await expect(
    openToast(page, 'Account Created!', 'Please check your email to verify your account.'),
  ).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('')
  await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue('')
})

test('signing up with a registered address says the account exists', async ({ page }) => {
  await signUpThroughForm(page, {
    firstName: 'Ann',
    lastName: 'Lee',
    email: demo.customer.email,
    password: 'whatever1',
  })
  await expect(
    openToast(
      page,
      'Account Exists',
      'An account with this email already exists. Please sign in instead.',
    ),
  ).toBeVisible()
})

test('different passwords are refused before anything is sent, keeping what was typed', async ({
  page,
}) => {
  const email = uniqueEmail('mismatch')
  const form = await signUpThroughForm(page, {
    firstName: 'Ann',
    lastName: 'Lee',
    email,
    password: 'secret123',
    confirm: 'secret124',
  })
  await expect(
    openToast(page, 'Password Mismatch', 'Passwords do not match. Please try again.'),
  ).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
})

test('the sign-up form explains what is missing', async ({ page }) => {
  await page.goto('/auth')
  await waitForHydration(page)
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  const form = page.getByRole('tabpanel', { name: 'Sign Up' })
  await form.getByLabel(/^Password/).fill('123')
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(form.getByText('First name is required')).toBeVisible()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByText('Password must be at least 6 characters').first()).toBeVisible()
  await expect(form.getByLabel(/^Password/)).toHaveValue('123')
})

test('a wrong password shows the provider message', async ({ page }) => {
  await signInThroughForm(page, demo.customer.email, 'not-the-password')
  await expect(openToast(page, 'Sign In Failed', 'Invalid login credentials')).toBeVisible()
  await expectSignedOut(page)
})

test('with the backend taking requests and never answering, signing in says so within the time limit and keeps what was typed', async ({
  page,
}) => {
  // The request time limit (8 s) in real time, with the margin below: 17 s on a two-core
  // machine, and up to 20 s of waiting allowed on its own.
  test.slow()
  // A network that is up but answers nothing (hotel or trade-show Wi-Fi).
  await page.route(`${E2E_BACKEND_URL}/**`, () => undefined)
  await signInThroughForm(page, demo.customer.email, demo.customer.password)
  // The request time limit (8 s) runs from the request, once the backend client's code has
  // loaded: a margin for a busy machine.
  await expect(
    openToast(page, 'Could not reach the server', 'Please check your connection and try again.'),
  ).toBeVisible({ timeout: 20_000 })
  const form = page.getByRole('tabpanel', { name: 'Sign In' })
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(demo.customer.email)
  await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  await expectSignedOut(page)
})

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/auth')
  await waitForHydration(page)
  const form = page.getByRole('tabpanel', { name: 'Sign In' })
  const password = form.getByLabel(/^Password/)
  await password.fill('secret')
  await expect(password).toHaveAttribute('type', 'password')
  await form.getByRole('button', { name: 'Show password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await form.getByRole('button', { name: 'Hide password' }).click()
  await expect(password).toHaveAttribute('type', 'password')
})

test('signing in and out', async ({ page }) => {
  const email = uniqueEmail('inout')
  await signUpAndConfirm(page, { firstName: 'Io', lastName: 'Tan', email, password: 'secret123' })
  await page.evaluate(() => localStorage.clear())

  await signInThroughForm(page, email, 'secret123')
  await expect(openToast(page, 'Welcome back!', 'You have successfully signed in.')).toBeVisible()
  await expect(page).toHaveURL('/')
  await expectSignedIn(page)

  // Signed in, the sign-in page is not for this visitor.
  await page.goto('/auth')
  await expect(page).toHaveURL('/')

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click()
  await expect(
    openToast(page, 'Signed out', 'You have been successfully signed out.'),
  ).toBeVisible()
  await expectSignedOut(page)
})

test('the portal sends a signed-out visitor to sign in, and back after it', async ({ page }) => {
  await page.goto('/portal')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fportal$/)
  await waitForHydration(page)
  const form = page.getByRole('tabpanel', { name: 'Sign In' })
  await form.getByRole('textbox', { name: 'Email' }).fill(demo.emptyCustomer.email)
  await form.getByLabel(/^Password/).fill(demo.emptyCustomer.password)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/portal')
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible()
})

test.describe('admin sign-in', () => {
  test('an admin lands on the home page and sees the Notary Dashboard link', async ({ page }) => {
    await page.goto('/admin')
    await waitForHydration(page)
    await page.getByRole('textbox', { name: 'Email' }).fill(demo.admin.email)
    await page.getByLabel(/^Password/).fill(demo.admin.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(toasts(page)).toContainText('Successfully signed in as admin')
    await expect(page).toHaveURL('/')
    await expectSignedIn(page)
    await page.setViewportSize({ width: 375, height: 740 })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'Notary Dashboard' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Customer Portal' })).toHaveAttribute(
      'href',
      '/portal',
    )
  })

  test('a customer is refused and signed out again', async ({ page }) => {
    await page.goto('/admin')
    await waitForHydration(page)
    await page.getByRole('textbox', { name: 'Email' }).fill(demo.customer.email)
    await page.getByLabel(/^Password/).fill(demo.customer.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(openToast(page, 'Access Denied', "You don't have admin privileges.")).toBeVisible()
    await expect(page).toHaveURL('/admin')
    await expectSignedOut(page)
    expect(await page.evaluate(() => localStorage.getItem('app-auth-session'))).toBeNull()
  })

  test('a wrong password is reported as an authentication failure', async ({ page }) => {
    await page.goto('/admin')
    await waitForHydration(page)
    await page.getByRole('textbox', { name: 'Email' }).fill(demo.admin.email)
    await page.getByLabel(/^Password/).fill('wrong-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(
      openToast(page, 'Authentication Failed', 'Invalid login credentials'),
    ).toBeVisible()
  })
})
