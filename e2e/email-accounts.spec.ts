import { expect, test, type Page } from '@playwright/test'
import {
  expectSignedIn,
  expectSignedOut,
  openToast,
  signInThroughForm,
  signUpAndConfirm,
  signUpThroughForm,
  toasts,
} from './support/accounts'
import { wcagViolations } from './support/axe'
import { uniqueEmail } from './support/backend'
import { useConfirmationsOffBackend } from './support/confirmations-off'
import { E2E_MAILBOX_URL, linkIn, mailsTo, nthMailTo } from './support/mailbox'
import { waitForHydration } from './support/page-health'
import { waitForServiceWorker } from './support/service-worker'

// The account journeys a hosted project gives (e-mail confirmation on), through the real UI
// and the local mailbox (playwright.config.ts starts both backends).
const PASSWORD = 'secret123'
const person = (email: string) => ({
  firstName: 'Mo',
  lastName: 'Reyes',
  email,
  password: PASSWORD,
})

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click()
  await expectSignedOut(page)
}

async function askForReset(page: Page, email: string) {
  await page.goto('/auth')
  await waitForHydration(page)
  await page
    .getByRole('tabpanel', { name: 'Sign In' })
    .getByRole('link', { name: 'Forgot password?' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
}

const RESET_ANSWER = 'If an account exists for that address, we sent a link to reset its password'

test('signing up sends a confirmation mail whose link signs in on /portal, leaving no code in the address', async ({
  page,
}) => {
  const email = uniqueEmail('confirm')
  await signUpAndConfirm(page, person(email))
  await expect(toasts(page)).toContainText('Your email address is confirmed and you are signed in.')
  await expectSignedIn(page)
  expect(page.url()).not.toMatch(/code=|token|#/)

  // The same link again: it worked once, so it says so and offers a new one.
  const used = await nthMailTo(email, 1, 'Confirm Your Signup')
  await signOut(page)
  await page.goto(linkIn(used))
  await expect(page).toHaveURL('/confirm-email')
  await expect(
    page.getByText('This confirmation link has expired or was already used.'),
  ).toBeVisible()
})

test('signing in before confirming shows the provider’s message; its resend and the expired-link resend both work', async ({
  page,
}) => {
  // Sign-up, a refused sign-in, two resends and a confirmation, the sign-up's password hashed at
  // the backend's real cost and three mails awaited: more than 30 s on a loaded two-core machine.
  test.slow()
  const email = uniqueEmail('early')
  await signUpThroughForm(page, person(email))
  // The mail's time starts when the app says it was sent, not at the click: signing up hashes
  // the password at the backend's real cost, which on a loaded machine took most of that limit.
  await expect(toasts(page)).toContainText('Please check your email to verify your account.')
  const first = await nthMailTo(email, 1, 'Confirm Your Signup')

  await signInThroughForm(page, email, PASSWORD)
  await expect(openToast(page, 'Sign In Failed', 'Email not confirmed')).toBeVisible()
  await page.getByRole('button', { name: 'Resend confirmation e-mail' }).click()
  await expect(toasts(page)).toContainText('Confirmation email sent')
  await nthMailTo(email, 2, 'Confirm Your Signup')

  // The first link was replaced by the second: expired, with a way to get a new one.
  await page.goto(linkIn(first))
  await expect(page).toHaveURL('/confirm-email')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirmation link expired' }),
  ).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Send a new link' }).click()
  await expect(toasts(page)).toContainText('Confirmation email sent')
  const third = await nthMailTo(email, 3, 'Confirm Your Signup')
  await page.goto(linkIn(third))
  await expect(page).toHaveURL('/portal')
  await expectSignedIn(page)
})

test('a forgotten password: mail, new password, signed in; then the old one is refused and the new one accepted', async ({
  page,
}) => {
  // A whole account's life in one journey (sign-up, confirmation, reset, four sign-ins, each a
  // password hash at the backend's real cost): 32 s on a machine half as fast as the usual one.
  test.slow()
  const email = uniqueEmail('forgot')
  await signUpAndConfirm(page, person(email))
  await signOut(page)

  await askForReset(page, email)
  await expect(toasts(page)).toContainText(RESET_ANSWER)
  const mail = await nthMailTo(email, 2, 'Reset Your Password')
  await page.goto(linkIn(mail))
  await expect(page).toHaveURL('/reset-password')
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible()
  await page.getByLabel(/^New password/).fill('changed456')
  await page.getByLabel(/^Confirm new password/).fill('changed457')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(toasts(page)).toContainText('Passwords do not match. Please try again.')
  await page.getByLabel(/^Confirm new password/).fill('changed456')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(toasts(page)).toContainText('Password updated')
  await expect(page).toHaveURL('/portal')
  await expectSignedIn(page)

  await signOut(page)
  await signInThroughForm(page, email, PASSWORD)
  await expect(toasts(page)).toContainText('Invalid login credentials')
  await signInThroughForm(page, email, 'changed456')
  await expect(toasts(page)).toContainText('You have successfully signed in.')
  await expectSignedIn(page)

  // The same reset link again: used, so it says so and offers a new one.
  await signOut(page)
  await page.goto(linkIn(mail))
  await expect(page).toHaveURL('/reset-password')
  await expect(page.getByRole('alert')).toContainText(
    'This password reset link has expired or was already used.',
  )
  await page.getByRole('link', { name: 'Send a new reset link' }).click()
  await expect(page).toHaveURL('/forgot-password')
})

test('/reset-password without a link says it has expired from the first paint, and the app agrees', async ({
  page,
}) => {
  const expired = 'This password reset link has expired or was already used.'
  // Before any script of the app has run: the page's inline check alone.
  await page.route('**/*.js', (route) => route.abort())
  await page.goto('/reset-password')
  await expect(page.getByRole('alert')).toContainText(expired)
  const requestAgain = page.getByRole('link', { name: 'Send a new reset link' })
  await expect(requestAgain).toBeVisible()
  await expect(page.getByText('Checking your link')).toBeHidden()
  const before = await requestAgain.boundingBox()

  await page.unroute('**/*.js')
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('alert')).toHaveCount(1)
  await expect(page.getByRole('alert')).toContainText(expired)
  // The app's answer is laid out as the early one was: nothing moves when it settles.
  expect(await requestAgain.boundingBox()).toEqual(before)
  await requestAgain.click()
  await expect(page).toHaveURL('/forgot-password')
})

test('an unknown address gets the same answer and no mail', async ({ page }) => {
  const email = uniqueEmail('stranger')
  await askForReset(page, email)
  await expect(toasts(page)).toContainText(RESET_ANSWER)
  expect(await mailsTo(email)).toEqual([])
})

test.describe('against a project with confirmations off and one mail per minute', () => {
  test.use({ serviceWorkers: 'block' })

  test('signing up signs in at once and says so', async ({ page }) => {
    await useConfirmationsOffBackend(page)
    await signUpThroughForm(page, person(uniqueEmail('instant')))
    await expect(openToast(page, 'Account Created!', 'You are signed in.')).toBeVisible()
    await expectSignedIn(page)
  })

  test('a second reset request within max_frequency gets a clear message', async ({ page }) => {
    await useConfirmationsOffBackend(page)
    const email = uniqueEmail('twice')
    await askForReset(page, email)
    await expect(toasts(page)).toContainText(RESET_ANSWER)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(
      openToast(
        page,
        'Request Failed',
        /For security purposes, you can only request this after \d+ seconds\./,
      ),
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  })
})

test.describe('the new screens at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`in ${colorScheme}`, () => {
      test.use({ colorScheme })

      for (const path of ['/forgot-password', '/confirm-email', '/reset-password']) {
        test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
          await page.goto(path)
          await waitForHydration(page)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          expect(await wcagViolations(page)).toEqual([])
        })
      }

      test('the resend offer and the mailbox have no WCAG 2.1 A/AA violations', async ({
        page,
      }) => {
        // A sign-up and a sign-in (two password hashes) and three full audits, each in both
        // colour schemes: 36 s on a machine half as fast as the usual one.
        test.slow()
        const email = uniqueEmail(`unconfirmed-${colorScheme}`)
        await signUpThroughForm(page, person(email))
        await expect(toasts(page)).toContainText('Account Created!')
        await signInThroughForm(page, email, PASSWORD)
        await expect(page.getByRole('button', { name: 'Resend confirmation e-mail' })).toBeVisible()
        expect(await wcagViolations(page), '/auth offering a new confirmation').toEqual([])

        await page.goto(E2E_MAILBOX_URL)
        await page.getByRole('link', { name: 'Confirm Your Signup' }).first().click()
        await expect(page.getByRole('link', { name: 'Confirm your mail' })).toBeVisible()
        expect(await wcagViolations(page), 'a mail in the mailbox').toEqual([])
        await page.goBack()
        expect(await wcagViolations(page), 'the mailbox').toEqual([])
      })
    })
  }
})

test('offline, a reset request says so and keeps the address typed', async ({ page, context }) => {
  await page.goto('/forgot-password')
  await waitForHydration(page)
  const email = uniqueEmail('offline')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  // As an installed app is offline: the service worker holds the code the message needs.
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(toasts(page)).toContainText('Could not reach the server')
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await context.setOffline(false)
  expect(await mailsTo(email)).toEqual([])
})
