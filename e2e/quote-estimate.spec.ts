import { expect, test } from '@playwright/test'
import { siteDefaults } from '../src/lib/site/site-defaults'
import { wcagViolations } from './support/axe'
import { captureMailLinks } from './support/mail-client'
import { CALCULATE, fillContact, openCalculator, resultView, tick } from './support/quote'
import { waitForServiceWorker } from './support/service-worker'

test('Email this estimate opens a mail to the company with the contact, every line and the total', async ({
  page,
}) => {
  // The service worker's precache of the whole site is awaited, and the result is scanned in both
  // schemes: more than 30 s on a loaded two-core machine.
  test.slow()
  const mails = await captureMailLinks(page)
  const requests: string[] = []
  await openCalculator(page, '/mobile-app-quote')
  // The page's own start-up (the service worker's registration once the browser is idle) is
  // over before the calculator's requests are counted.
  await waitForServiceWorker(page)
  page.on('request', (request) => requests.push(request.url()))
  await page.getByRole('combobox', { name: 'Number of Screens' }).selectOption({ label: '6-10' })
  await tick(page, 'User Authentication')
  await page.getByRole('combobox', { name: 'Timeline' }).selectOption({ label: 'Rush (2-4 weeks)' })
  await page.getByRole('textbox', { name: 'Additional Features' }).fill('Offline mode')
  await fillContact(page)
  await page.getByRole('textbox', { name: /^Company/ }).fill('Acme')
  await page.getByRole('button', CALCULATE).click()

  const result = resultView(page)
  await expect(result).toContainText(
    'Send it and we will contact you within 24 hours to discuss your project',
  )
  expect(await mails()).toEqual([])
  await result.getByRole('button', { name: 'Email this estimate' }).click()
  const [mail, ...others] = await mails()
  expect(others).toEqual([])
  expect(mail?.to).toBe(siteDefaults.email)
  expect(mail?.subject).toBe('Mobile App estimate: $4,750 for Ann Lee')
  for (const line of [
    'Name: Ann Lee',
    'Email: ann@example.com',
    'Company: Acme',
    'Base price — $2,500',
    'Number of Screens: 6-10 — $750',
    'User Authentication — $500',
    'Timeline: Rush (2-4 weeks) — $1,000',
    'Total — $4,750',
    'Additional Features: Offline mode',
  ]) {
    expect(mail?.body).toContain(line)
  }
  // The calculator still sends nothing itself: the mail leaves only from the visitor's client.
  expect(requests.filter((url) => !url.startsWith('data:'))).toEqual([])
  expect(await wcagViolations(page)).toEqual([])
})

test('printed, the estimate shows the company, the date and the total, without header, footer or controls', async ({
  page,
}) => {
  await openCalculator(page, '/web-app-quote')
  await fillContact(page)
  await page.getByRole('button', CALCULATE).click()
  const result = resultView(page)
  await expect(result.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible()
  const letterhead = result.getByTestId('printed-letterhead')
  await expect(letterhead).toBeHidden()

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Modify Requirements' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Email this estimate' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden()
  await expect(result.getByText('$1,500').first()).toBeVisible()
  await expect(letterhead).toBeVisible()
  await expect(letterhead).toContainText(siteDefaults.companyName)
  await expect(letterhead).toContainText(siteDefaults.email)
  await expect(letterhead).toContainText(siteDefaults.phone)
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date()),
  )
  await expect(letterhead).toContainText(`Estimate prepared on ${today}`)
})

test('Print or save as PDF opens the print dialog', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes')
  })
  await openCalculator(page, '/web-app-quote')
  await fillContact(page)
  await page.getByRole('button', CALCULATE).click()
  await resultView(page).getByRole('button', { name: 'Print or save as PDF' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')
})
