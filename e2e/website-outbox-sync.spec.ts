import { expect, test, type BrowserContext } from '@playwright/test'
import { OUTBOX_SYNC_TAG } from '../src/lib/outbox/sync-tag'
import { waitForHydration } from './support/page-health'
import {
  changeKeptRequests,
  keptStatuses,
  queueOffline,
  useFormEndpoint,
  waiting,
} from './support/website-outbox'

const endpoint = useFormEndpoint()

/**
 * Fires the service worker's Background Sync for the outbox, as the browser does when the
 * connection returns, from a blank page: no page of the site is open to deliver anything.
 */
async function fireWorkerSync(context: BrowserContext, origin: string) {
  const blank = await context.newPage()
  const cdp = await context.newCDPSession(blank)
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((each) => each.scopeURL === `${origin}/`)
      if (ours && !ours.isDeleted) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registration,
    tag: OUTBOX_SYNC_TAG,
    lastChance: false,
  })
  await blank.close()
}

test('with the tab closed, the service worker delivers a kept request exactly once when the connection returns', async ({
  page,
  context,
  baseURL,
}) => {
  // Offline, the tab closed, the connection's return, waits for a second copy, the next visit.
  test.setTimeout(60_000)
  await queueOffline(page, endpoint.origin + '/ok')
  await page.close()
  expect(context.pages()).toEqual([])

  await context.setOffline(false)
  await fireWorkerSync(context, baseURL ?? '')
  await expect.poll(() => endpoint.received.length, { timeout: 10_000 }).toBe(1)
  expect(endpoint.received[0]?.body).toMatchObject({ name: 'Ann Lee', websiteType: 'Bakery' })
  // No second delivery: not from another sync, nor from the next visit.
  await fireWorkerSync(context, baseURL ?? '')
  await new Promise((resolve) => setTimeout(resolve, 3000))
  expect(endpoint.received).toHaveLength(1)

  const next = await context.newPage()
  await next.goto('/website-services')
  await waitForHydration(next)
  // The visitor learns that it was sent, and nothing waits any more.
  await expect(next.getByText('Request submitted successfully!')).toBeVisible()
  await expect(waiting(next)).toHaveCount(0)
  await expect(next.getByText('waiting to be sent')).toHaveCount(0)
  await next.waitForTimeout(2000)
  expect(endpoint.received).toHaveLength(1)
})

test('with the tab closed, the service worker retries a 500 with growing waits, gives up, and the next visit says so', async ({
  page,
  context,
  baseURL,
}) => {
  // The worker's own retries take 35 s (5 + 10 + 20) of real time.
  test.setTimeout(90_000)
  await queueOffline(page, endpoint.origin + '/fail')
  await page.close()
  await context.setOffline(false)
  const start = Date.now()
  await fireWorkerSync(context, baseURL ?? '')
  await expect.poll(() => endpoint.received.length, { timeout: 10_000 }).toBe(1)
  await expect.poll(() => endpoint.received.length, { timeout: 60_000 }).toBe(4)
  // The waits between the answers add up to 5 + 10 + 20 s.
  expect(Date.now() - start).toBeGreaterThanOrEqual(35_000)
  await new Promise((resolve) => setTimeout(resolve, 3000))
  expect(endpoint.received).toHaveLength(4)

  const next = await context.newPage()
  await next.goto('/website-services')
  await waitForHydration(next)
  await expect(next.getByText(/The form service kept answering with an error/)).toBeVisible()
  await expect(waiting(next)).toContainText(
    'Not delivered: the form service answered with an error (500) 4 times.',
  )
  await expect(waiting(next).getByRole('button', { name: 'Try again' })).toBeVisible()
  expect(endpoint.received).toHaveLength(4)
})

test('a redirect on a later delivery is not followed: the visitor is told and the request kept for editing', async ({
  page,
  context,
}) => {
  const form = await queueOffline(page, endpoint.origin + '/moved')
  await context.setOffline(false)
  await expect.poll(() => endpoint.received.length, { timeout: 10_000 }).toBe(1)
  await expect(
    page.getByText(/answered with a redirect, so your request was not sent/),
  ).toBeVisible()
  await expect(waiting(page)).toContainText(
    'Not sent: the form service answered with a redirect. Check the endpoint address',
  )
  await expect(page.getByText('0 requests waiting to be sent')).toBeVisible()
  await waiting(page).getByRole('button', { name: 'Edit' }).click()
  await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ann Lee')
  await expect(waiting(page)).toHaveCount(0)
  // Nothing reached the address the redirect named.
  await page.waitForTimeout(2000)
  expect(endpoint.received.map((request) => request.path)).toEqual(['/moved'])
})

test('a kept request to an address this build may not post to is never sent by the service worker, and the next visit says so', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000)
  await queueOffline(page, endpoint.origin + '/ok')
  // The kept address changed on the device to one the build refuses: the same stand-in service,
  // named `localhost`, which only the form's check (not the network) tells apart.
  await changeKeptRequests(page, { url: endpoint.origin.replace('127.0.0.1', 'localhost') + '/ok' })
  await page.close()

  await context.setOffline(false)
  await fireWorkerSync(context, baseURL ?? '')
  // A file of the site that runs none of its code: the outbox is read as the worker left it.
  const probe = await context.newPage()
  await probe.goto('/robots.txt')
  await expect.poll(() => keptStatuses(probe), { timeout: 10_000 }).toEqual(['blocked'])
  expect(endpoint.received).toEqual([])

  const next = await context.newPage()
  await next.goto('/website-services')
  await waitForHydration(next)
  await expect(next.getByText(/Its address is not one this site sends requests to/)).toBeVisible()
  await expect(waiting(next)).toContainText('Not sent: its address is not one this site sends')
  await next.waitForTimeout(2000)
  expect(endpoint.received).toEqual([])
})
