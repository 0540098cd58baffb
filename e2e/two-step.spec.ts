import { expect, test, type Page } from '@playwright/test'
import { unusedTotpCode } from '../backend/test/totp-codes'
import { confirmedAccount, grantAdmin, turnOnTwoStep } from './support/account-setup'
import { signInThroughForm, signUpAndConfirm, toasts } from './support/accounts'
import { wcagViolations } from './support/axe'
import { insertAppointment, uniqueEmail } from './support/backend'
import { waitForHydration } from './support/page-health'

// Two-step verification through the real UI: codes are computed here from the key the page
// shows, with the library an authenticator app's algorithm is tested against.
test.use({ viewport: { width: 390, height: 844 } })

const twoStep = (page: Page) => page.getByRole('region', { name: 'Two-step verification' })
const codeField = (page: Page) => page.getByRole('textbox', { name: /6-digit code/ })
const appointmentItems = (page: Page) =>
  page.getByRole('list', { name: 'Appointments, newest first' }).getByRole('listitem')

async function openProfile(page: Page) {
  await page.getByRole('tab', { name: 'Profile' }).click()
  await expect(twoStep(page).getByRole('button')).toBeVisible()
}

async function signOutFromPortal(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL('/')
}

const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('app-auth-session'))

test('turn on with a code from the key shown, sign in with a code, turn off with a fresh one', async ({
  page,
}) => {
  // Each code works once: turning it off may wait up to one 30-second step for a fresh code.
  test.setTimeout(180_000)
  const email = uniqueEmail('two-step')
  const password = 'secret123'
  await signUpAndConfirm(page, { firstName: 'Tu', lastName: 'Step', email, password })
  const userId = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('app-auth-session') ?? '{}') as { user: { id: string } })
        .user.id,
  )
  await insertAppointment(userId)

  // Turn it on: QR code, the key as text, and a first code.
  await openProfile(page)
  await twoStep(page).getByRole('button', { name: 'Set up two-step verification' }).click()
  const qr = twoStep(page).getByRole('img', { name: 'QR code for your authenticator app' })
  await expect(qr).toBeVisible()
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  const shownKey = await twoStep(page)
    .getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/)
    .textContent()
  const secret = (shownKey ?? '').replace(/ /g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(codeField(page)).toHaveAttribute('inputmode', 'numeric')
  expect(await wcagViolations(page)).toEqual([])

  let used = await unusedTotpCode(secret, null)
  await codeField(page).fill(used.code)
  await twoStep(page).getByRole('button', { name: 'Turn on' }).click()
  await expect(twoStep(page).getByRole('status')).toHaveText('Two-step verification is now on.')
  await expect(
    twoStep(page).getByRole('button', { name: 'Turn off two-step verification' }),
  ).toBeVisible()
  await signOutFromPortal(page)

  // Sign in: the code step, which cancel leaves signed out.
  await signInThroughForm(page, email, password, '/auth?redirect=%2Fportal')
  await expect(page.getByText(/Enter the 6-digit code from your authenticator app/)).toBeFocused()
  expect(await wcagViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Cancel and sign out' }).click()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  expect(await storedSession(page)).toBeNull()

  // Waiting for the code, the portal stays shut: going there leads back to the code step.
  await signInThroughForm(page, email, password, '/auth?redirect=%2Fportal')
  await expect(codeField(page)).toBeVisible()
  await page.goto('/portal')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fportal$/)
  await expect(codeField(page)).toBeVisible()

  // A wrong code is refused with a message; the right one opens the portal.
  const next = await unusedTotpCode(secret, used.step)
  const wrong = String((Number(next.code) + 500_000) % 1_000_000).padStart(6, '0')
  await codeField(page).fill(wrong)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toContainText('That code is not right.')
  await expect(codeField(page)).toHaveValue('')
  await codeField(page).fill(next.code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL('/portal')
  used = next
  await expect(appointmentItems(page)).toHaveCount(1)
  await expect(appointmentItems(page).first()).toContainText('Lease Agreement')

  // Turning it off needs a fresh code; the next sign-in asks for none.
  await openProfile(page)
  await twoStep(page).getByRole('button', { name: 'Turn off two-step verification' }).click()
  expect(await wcagViolations(page)).toEqual([])
  const fresh = await unusedTotpCode(secret, used.step)
  await codeField(page).fill(fresh.code)
  await twoStep(page).getByRole('button', { name: 'Turn off' }).click()
  await expect(twoStep(page).getByRole('status')).toHaveText('Two-step verification is off.')
  await signOutFromPortal(page)

  await signInThroughForm(page, email, password, '/auth?redirect=%2Fportal')
  await expect(page).toHaveURL('/portal')
  await expect(toasts(page)).toContainText('Welcome back!')
  await expect(appointmentItems(page)).toHaveCount(1)
})

test('an account without a factor signs in as before, and its Profile tab offers two-step verification', async ({
  page,
}) => {
  await signInThroughForm(
    page,
    'new.customer@example.com',
    'newcustomer123',
    '/auth?redirect=%2Fportal',
  )
  await expect(page).toHaveURL('/portal')
  await openProfile(page)
  await expect(twoStep(page)).toContainText('Two-step verification is off.')
  expect(await wcagViolations(page)).toEqual([])
})

test('the admin sign-in asks an admin with two-step verification for the code', async ({
  page,
}) => {
  const email = uniqueEmail('two-step-admin')
  const password = 'secret123'
  await grantAdmin(await confirmedAccount(email, password))
  const { secret, step } = await turnOnTwoStep(email, password)

  await page.goto('/admin')
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await codeField(page).fill((await unusedTotpCode(secret, step)).code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(toasts(page)).toContainText('Successfully signed in as admin')
  await expect(page).toHaveURL('/')
})
