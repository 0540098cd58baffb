import { expect, test } from '@playwright/test'
import { wcagViolations } from './support/axe'
import { waitForHydration } from './support/page-health'
import { queueOffline, useFormEndpoint, waiting } from './support/website-outbox'

const endpoint = useFormEndpoint()

test('offline, a request is kept through a reload and delivered exactly once when the connection returns', async ({
  page,
  context,
}) => {
  // Offline, a reload, the connection's return and a reload: longer than one journey.
  test.setTimeout(60_000)
  await queueOffline(page, endpoint.origin + '/ok')
  await expect(waiting(page)).toHaveText([
    /Website request from Ann Lee\s*Waiting for the connection/,
  ])
  expect(await wcagViolations(page)).toEqual([])
  expect(endpoint.received).toEqual([])

  await page.reload()
  await waitForHydration(page)
  await expect(waiting(page)).toHaveCount(1)
  await expect(page.getByText('1 request waiting to be sent')).toBeVisible()
  expect(endpoint.received).toEqual([])

  await context.setOffline(false)
  await expect.poll(() => endpoint.received.length, { timeout: 10_000 }).toBe(1)
  expect(endpoint.received[0]?.body).toMatchObject({ name: 'Ann Lee', websiteType: 'Bakery' })
  await expect(page.getByText('Request submitted successfully!')).toBeVisible()
  await expect(waiting(page)).toHaveCount(0)
  // No second delivery: not from this tab, a reload, nor a later connection change.
  await page.waitForTimeout(3000)
  await page.reload()
  await waitForHydration(page)
  await page.waitForTimeout(2000)
  expect(endpoint.received).toHaveLength(1)
})

test('two open tabs deliver a kept request once', async ({ page, context }) => {
  await queueOffline(page, endpoint.origin + '/ok')
  const other = await context.newPage()
  await other.goto('/website-services')
  await waitForHydration(other)
  await expect(waiting(other)).toHaveCount(1)
  await context.setOffline(false)
  await expect.poll(() => endpoint.received.length, { timeout: 10_000 }).toBe(1)
  await page.waitForTimeout(3000)
  expect(endpoint.received).toHaveLength(1)
  await expect(waiting(other)).toHaveCount(0)
})

test('a 500 is tried again with growing waits, then the visitor is told; the request stays to retry or cancel', async ({
  page,
  context,
}) => {
  // Four answers spread over 35 s of the page's clock, and the checks between them.
  test.setTimeout(60_000)
  await page.clock.install()
  await queueOffline(page, endpoint.origin + '/fail')
  await context.setOffline(false)
  await expect.poll(() => endpoint.received.length, { timeout: 10_000 }).toBe(1)
  await expect(waiting(page)).toContainText(
    'answered with an error (500); trying again shortly (attempt 2 of 4)',
  )
  // The clock moves on only once the page has the answer and says when it tries again: the
  // server counting a request is earlier, and a wait timed from after the jump would not be due.
  await page.clock.runFor(5000)
  await expect.poll(() => endpoint.received.length).toBe(2)
  await expect(waiting(page)).toContainText('(attempt 3 of 4)')
  await page.clock.runFor(10_000)
  await expect.poll(() => endpoint.received.length).toBe(3)
  await expect(waiting(page)).toContainText('(attempt 4 of 4)')
  await page.clock.runFor(20_000)
  await expect.poll(() => endpoint.received.length).toBe(4)
  await expect(page.getByText(/The form service kept answering with an error/)).toBeVisible()
  await expect(waiting(page)).toContainText(
    'Not delivered: the form service answered with an error (500) 4 times.',
  )
  await page.clock.runFor(60_000)
  expect(endpoint.received).toHaveLength(4)
  await page.clock.resume()
  expect(await wcagViolations(page)).toEqual([])
  await waiting(page).getByRole('button', { name: 'Cancel: Website request from Ann Lee' }).click()
  await expect(waiting(page)).toHaveCount(0)
})

test('a 4xx answer is shown and the request kept for editing', async ({ page, context }) => {
  const form = await queueOffline(page, endpoint.origin + '/bad')
  await context.setOffline(false)
  await expect.poll(() => endpoint.received.length, { timeout: 10_000 }).toBe(1)
  await expect(page.getByText(/refused your request \(422\)/)).toBeVisible()
  await expect(waiting(page)).toContainText('Refused by the form service (422)')
  await waiting(page).getByRole('button', { name: 'Edit' }).click()
  await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ann Lee')
  await expect(waiting(page)).toHaveCount(0)
  expect(endpoint.received).toHaveLength(1)
})

test('a cancelled request is never sent', async ({ page, context }) => {
  await queueOffline(page, endpoint.origin + '/ok')
  await waiting(page).getByRole('button', { name: 'Cancel: Website request from Ann Lee' }).click()
  await expect(waiting(page)).toHaveCount(0)
  await expect(page.getByText('waiting to be sent')).toHaveCount(0)
  await context.setOffline(false)
  await page.reload()
  await waitForHydration(page)
  await page.waitForTimeout(3000)
  expect(endpoint.received).toEqual([])
})
