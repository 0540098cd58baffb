import { expect, test, type Page, type Route } from '@playwright/test'
import { confirmedAccount } from './support/account-setup'
import { expectSignedIn, openPortalAs, signUpAndConfirm, toasts } from './support/accounts'
import { wcagViolations } from './support/axe'
import { demo, E2E_BACKEND_URL, insertAppointment, uniqueEmail } from './support/backend'
import { waitForServiceWorker } from './support/service-worker'

// What each badge colour looks like (theme tokens green/yellow/red/slate 100).
const GREEN = 'rgb(220, 252, 231)'
const YELLOW = 'rgb(254, 249, 195)'
const RED = 'rgb(254, 226, 226)'
const GREY = 'rgb(241, 245, 249)'

const appointmentItems = (page: Page) =>
  page.getByRole('list', { name: 'Appointments, newest first' }).getByRole('listitem')

/** Whether every request the page has sent to URLs starting with `prefix` has been answered or failed. */
function settledRequests(page: Page, prefix: string) {
  let sent = 0
  let settled = 0
  page.on('request', (request) => {
    if (request.url().startsWith(prefix)) sent += 1
  })
  const onSettled = (request: { url(): string }) => {
    if (request.url().startsWith(prefix)) settled += 1
  }
  page.on('requestfinished', onSettled)
  page.on('requestfailed', onSettled)
  return { allSettled: () => sent > 0 && settled === sent }
}

/** Keys left in the portal's IndexedDB store. */
function cachedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('app-user-cache')
        open.onerror = () => reject(new Error('cannot open the cache'))
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('entries')) {
            resolve([])
            return
          }
          const request = db.transaction('entries').objectStore('entries').getAllKeys()
          request.onsuccess = () => resolve(request.result.map(String))
        }
      }),
  )
}

async function setTabVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)
}

test('the customer sees their appointments newest first, with coloured badges and amounts', async ({
  page,
}) => {
  await openPortalAs(page, demo.customer)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Casey' })).toBeVisible()
  const items = appointmentItems(page)
  await expect(items).toHaveCount(6)
  const expected = [
    {
      document: 'Power of Attorney',
      amount: '$25.00',
      status: ['Confirmed', GREEN],
      payment: ['Paid', GREEN],
    },
    {
      document: 'Real Estate Deed',
      amount: '$45.00',
      status: ['Pending', YELLOW],
      payment: ['Pending', YELLOW],
    },
    {
      document: 'Birth Certificate',
      amount: '$75.00',
      status: ['Rescheduled', GREY],
      payment: ['Pending', YELLOW],
    },
    {
      document: 'Affidavit',
      amount: '$25.00',
      status: ['Cancelled', RED],
      payment: ['Failed', RED],
    },
    {
      document: 'Mortgage Refinance Package',
      amount: '$150.00',
      status: ['Completed', GREEN],
      payment: ['Paid', GREEN],
    },
    {
      document: 'Vehicle Title Transfer',
      amount: '$35.00',
      status: ['Completed', GREEN],
      payment: ['Refunded', GREY],
    },
  ]
  for (const [index, row] of expected.entries()) {
    const item = items.nth(index)
    await expect(item).toContainText(row.document)
    await expect(item).toContainText(row.amount)
    const status = item.getByText(`Status: ${row.status[0]}`)
    const payment = item.getByText(`Payment: ${row.payment[0]}`)
    await expect(status).toHaveCSS('background-color', row.status[1] ?? '')
    await expect(payment).toHaveCSS('background-color', row.payment[1] ?? '')
  }

  await page.getByRole('tab', { name: 'Profile' }).click()
  const profile = page.getByRole('tabpanel', { name: 'Profile' })
  await expect(profile).toContainText(demo.customer.email)
  await expect(profile).toContainText('Dallas, TX')
  await expect(profile).toContainText('contact support')
})

test('a customer without appointments sees the empty states and what is not provided', async ({
  page,
}) => {
  await openPortalAs(page, demo.emptyCustomer)
  const appointments = page.getByRole('tabpanel', { name: 'RON Appointments' })
  await expect(appointments.getByRole('link', { name: 'Schedule Appointment' })).toHaveAttribute(
    'href',
    '/stampx',
  )
  await page.getByRole('tab', { name: 'Website Orders' }).click()
  await expect(
    page
      .getByRole('tabpanel', { name: 'Website Orders' })
      .getByRole('link', { name: 'Order a Website' }),
  ).toHaveAttribute('href', '/website-services')
  await page.getByRole('tab', { name: 'Profile' }).click()
  const profile = page.getByRole('tabpanel', { name: 'Profile' })
  await expect(profile.getByText('Not provided')).toHaveCount(2)
})

test('offline, the portal opens with the saved appointments and says it could not reach the server', async ({
  page,
  context,
}) => {
  await openPortalAs(page, demo.customer)
  await expect(appointmentItems(page)).toHaveCount(6)
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.reload()
  await expect(appointmentItems(page)).toHaveCount(6)
  await expect(
    page.getByText(/^Could not reach the server\. Showing your saved copy from /),
  ).toBeVisible()
  await expect(page.getByText('Failed to load your data. Please try again.')).toHaveCount(0)
})

test('an appointment added while the tab is hidden appears when it is shown again', async ({
  page,
}) => {
  const email = uniqueEmail('visible')
  await signUpAndConfirm(page, {
    firstName: 'Vi',
    lastName: 'Sible',
    email,
    password: 'secret123',
  })
  await expect(page.getByRole('link', { name: 'Schedule Appointment' })).toBeVisible()
  const userId = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('app-auth-session') ?? '{}') as { user: { id: string } })
        .user.id,
  )

  await setTabVisibility(page, 'hidden')
  await insertAppointment(userId)
  await expect(appointmentItems(page)).toHaveCount(0)
  await setTabVisibility(page, 'visible')
  await expect(appointmentItems(page)).toHaveCount(1)
  await expect(appointmentItems(page).first()).toContainText('Lease Agreement')
  await expect(appointmentItems(page).first()).toContainText('$42.00')
})

test('signing out from the portal leaves none of the user’s data on the device', async ({
  page,
}) => {
  const email = uniqueEmail('wipe')
  await signUpAndConfirm(page, { firstName: 'Wi', lastName: 'Pe', email, password: 'secret123' })
  await expect(page.getByRole('link', { name: 'Schedule Appointment' })).toBeVisible()
  await expect.poll(() => cachedKeys(page)).toHaveLength(1)

  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click()
  await expect(toasts(page)).toContainText('Signed out')
  await expect(page).toHaveURL('/')
  await expect.poll(() => cachedKeys(page)).toEqual([])
})

test('signing out while the portal is still loading leaves nothing of either customer on the device', async ({
  page,
}) => {
  // The backend's data answers take 3 s: long enough to sign out while they are on their way.
  const dataRequests = `${E2E_BACKEND_URL}/rest/v1/`
  await page.route(`${dataRequests}**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000))
    await route.continue().catch(() => undefined)
  })
  const answers = settledRequests(page, dataRequests)
  // Accounts of this test's own: signing out ends every session of the account, and the seeded
  // customers are signed in by the tests running beside this one.
  const password = 'secret123'
  const withAppointment = uniqueEmail('held-a')
  await insertAppointment(await confirmedAccount(withAppointment, password))
  const withNone = uniqueEmail('held-b')
  await confirmedAccount(withNone, password)
  for (const email of [withAppointment, withNone]) {
    const customer = { email, password }
    await openPortalAs(page, customer)
    await expect(page.getByText('Loading your appointments…')).toBeVisible()
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL('/')
    // Once every delayed answer has reached the page, and a moment for it to act on them,
    // nothing they carried may have been saved.
    await expect.poll(answers.allSettled, { timeout: 10_000 }).toBe(true)
    await page.waitForTimeout(1000)
    expect(await cachedKeys(page)).toEqual([])
  }
})

test('with every request failing while the browser says online, the portal says it shows the saved copy until they succeed again', async ({
  page,
  context,
}) => {
  await openPortalAs(page, demo.customer)
  await expect(appointmentItems(page)).toHaveCount(6)
  await context.route('**/*', (route) => route.abort('internetdisconnected'))
  // The tab coming back into view refreshes the data: the refresh fails.
  await setTabVisibility(page, 'hidden')
  await setTabVisibility(page, 'visible')
  expect(await page.evaluate(() => navigator.onLine)).toBe(true)
  const savedCopy = page.getByText(/^Could not reach the server\. Showing your saved copy from /)
  await expect(savedCopy).toBeVisible()
  await expect(appointmentItems(page)).toHaveCount(6)
  await expect(page.getByText('Failed to load your data. Please try again.')).toHaveCount(0)

  await context.unrouteAll()
  await expect(savedCopy).toBeHidden({ timeout: 10_000 })
  await expect(page.getByText(/^Last updated /)).toBeVisible()
})

test('with every backend request hanging, a reload shows the saved appointments at once, says within the time limit that it shows the saved copy, and keeps the user signed in', async ({
  page,
  context,
}) => {
  // The worker's install, then the request time limit (8 s) in real time: 23-26 s on a two-core
  // machine.
  test.slow()
  await openPortalAs(page, demo.customer)
  await expect(appointmentItems(page)).toHaveCount(6)
  await expect(page.getByText(/^Last updated /)).toBeVisible()
  await waitForServiceWorker(page)
  // A network that takes requests and never answers them (hotel or trade-show Wi-Fi): the
  // backend's and the site's own connection check. The page itself comes from the worker.
  const held: Route[] = []
  await context.route('**/*', (route) => {
    held.push(route)
  })
  await page.reload()
  await expect(appointmentItems(page)).toHaveCount(6, { timeout: 2000 })
  const savedCopy = page.getByText(/^Could not reach the server\. Showing your saved copy from /)
  // The request time limit (8 s) and a margin for the machine.
  await expect(savedCopy).toBeVisible({ timeout: 10_000 })
  await expect(page.getByText(/^Last updated /)).toHaveCount(0)
  await expect(page).toHaveURL('/portal')
  await expectSignedIn(page)
  expect(await wcagViolations(page)).toEqual([])

  // Retry asks the backend again at once; the saved copy stays on screen while it waits.
  const backendCalls = () =>
    held.filter((route) => route.request().url().startsWith(E2E_BACKEND_URL)).length
  const before = backendCalls()
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect.poll(backendCalls).toBeGreaterThan(before)
  await expect(savedCopy).toContainText('Trying again…')
  await context.unrouteAll()
  for (const route of held.splice(0)) await route.continue().catch(() => undefined)
  await expect(page.getByText(/^Last updated /)).toBeVisible()
  await expect(savedCopy).toBeHidden()
  await expectSignedIn(page)
})
