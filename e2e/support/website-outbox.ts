import { expect, test, type Locator, type Page } from '@playwright/test'
import { startFormEndpoint, type ReceivedRequest } from './form-endpoint'
import { waitForHydration } from './page-health'
import { waitForServiceWorker } from './service-worker'

/**
 * A stand-in form service for a file's tests (support/form-endpoint.ts), its record cleared
 * before each test. The pages may post to it: the built policy allows only the configured
 * forwarding host (https), see leads-website.spec.ts.
 */
export function useFormEndpoint(): {
  readonly origin: string
  readonly received: ReceivedRequest[]
} {
  let endpoint: Awaited<ReturnType<typeof startFormEndpoint>> | undefined
  test.beforeAll(async () => {
    endpoint = await startFormEndpoint()
  })
  test.afterAll(() => endpoint?.close())
  test.beforeEach(() => {
    if (endpoint) endpoint.received.length = 0
  })
  test.use({ bypassCSP: true })
  return {
    get origin() {
      return endpoint?.origin ?? ''
    },
    get received() {
      return endpoint?.received ?? []
    },
  }
}

/** The website request form, hydrated and ready for input. */
export async function openForm(page: Page): Promise<Locator> {
  await page.goto('/website-services')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Website Request Form' })
  const name = form.getByRole('textbox', { name: 'Full Name' })
  await expect
    .poll(() => name.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
    .toBe(true)
  return form
}

/** Fills the form for Ann Lee, to be sent to `url`, and submits it. */
export async function fillAndSend(form: Locator, url: string) {
  await form.getByRole('textbox', { name: 'Formspree Endpoint URL' }).fill(url)
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Ann Lee')
  await form.getByRole('textbox', { name: 'Email Address' }).fill('ann@acme.test')
  await form.getByRole('textbox', { name: 'Type of Website/Business' }).fill('Bakery')
  await form.getByRole('textbox', { name: 'Describe Your Business' }).fill('A family bakery.')
  await form.getByRole('textbox', { name: 'Website Goals' }).fill('Take cake orders online.')
  await form.getByRole('button', { name: 'Submit Request' }).click()
}

/** Sends a request to `url` while offline: it is kept, and the page says so. */
export async function queueOffline(page: Page, url: string): Promise<Locator> {
  const form = await openForm(page)
  await waitForServiceWorker(page)
  await page.context().setOffline(true)
  await fillAndSend(form, url)
  await expect(page.getByText('Saved on this device')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'waiting to be sent' })).toHaveText(
    '1 request waiting to be sent',
  )
  await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('')
  return form
}

/** The requests the page lists as kept on this device. */
export const waiting = (page: Page) =>
  page.getByRole('list', { name: 'Requests on this device' }).getByRole('listitem')

/** Runs `change` on every request kept in the outbox's IndexedDB store, from a page of the site. */
export function changeKeptRequests(page: Page, change: { url: string }): Promise<void> {
  return page.evaluate(
    ({ url }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('app-outbox')
        open.onerror = () => reject(new Error('cannot open the outbox'))
        open.onsuccess = () => {
          const transaction = open.result.transaction('requests', 'readwrite')
          const cursor = transaction.objectStore('requests').openCursor()
          cursor.onsuccess = () => {
            if (!cursor.result) return
            cursor.result.update({ ...(cursor.result.value as object), url })
            cursor.result.continue()
          }
          transaction.oncomplete = () => resolve()
        }
      }),
    change,
  )
}

/** The status of every request kept in the outbox, read from a page of the site. */
export function keptStatuses(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('app-outbox')
        open.onerror = () => reject(new Error('cannot open the outbox'))
        open.onsuccess = () => {
          const request = open.result.transaction('requests').objectStore('requests').getAll()
          request.onsuccess = () =>
            resolve((request.result as Array<{ status: string }>).map((entry) => entry.status))
        }
      }),
  )
}
