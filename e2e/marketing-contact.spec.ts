import { expect, test, type Page } from '@playwright/test'
import { siteDefaults } from '../src/lib/site/site-defaults'
import { wcagViolations } from './support/axe'
import { captureMailLinks } from './support/mail-client'
import { watchPageHealth, waitForHydration } from './support/page-health'

const field = (page: Page, name: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${name}`) })

test('the contact page shows phone, location, hours and social links', async ({ page }) => {
  await page.goto('/contact')
  const details = page.getByRole('region', { name: 'Get in Touch' })
  await expect(details.getByRole('link', { name: siteDefaults.phone })).toHaveAttribute(
    'href',
    /^tel:/,
  )
  await expect(details).toContainText('Dallas-Fort Worth')
  await expect(details).toContainText('Monday to Friday, 9am-5pm CST')
  for (const network of ['LinkedIn', 'Facebook', 'X (Twitter)']) {
    await expect(
      details.getByRole('link', { name: new RegExp(`^${network.replace(/[()]/g, '\\$&')}`) }),
    ).toHaveAttribute('href', /^https:/)
  }
})

test('the required fields explain themselves, and no mail opens', async ({ page }) => {
  const mails = await captureMailLinks(page)
  await page.goto('/contact')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Please enter your name.')).toBeVisible()
  await expect(page.getByText('Please enter your email address.')).toBeVisible()
  await expect(page.getByText('Please enter a message.')).toBeVisible()
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true')
  await field(page, 'Email').fill('ann@')
  await field(page, 'Email').blur()
  await expect(
    page.getByText('Please enter a valid email address, like name@example.com.'),
  ).toBeVisible()
  await expect(field(page, 'Phone')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, 'Company')).not.toHaveAttribute('aria-invalid', 'true')
  expect(await wcagViolations(page)).toEqual([])
  expect(await mails()).toEqual([])
})

test('sending opens the mail client with what was typed, confirms, and clears after 1 s', async ({
  page,
}) => {
  const health = watchPageHealth(page)
  const mails = await captureMailLinks(page)
  await page.clock.install()
  await page.goto('/contact')
  await waitForHydration(page)
  await field(page, 'Name').fill('Ann Lee')
  await field(page, 'Email').fill('ann@example.com')
  await field(page, 'Phone').fill('(555) 010-0100')
  await field(page, 'Company').fill('Acme & Sons')
  await field(page, 'Message').fill('Hello?\nWe need a site & an app #1 🚀\nbcc: eve@example.com')
  await page.clock.pauseAt(Date.now() + 60_000)

  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('button', { name: 'Opening Email...' })).toBeDisabled()

  const [mail] = await mails()
  expect(mail?.to).toBe(siteDefaults.email)
  expect(mail?.subject).toBe('Website inquiry from Ann Lee (Acme & Sons)')
  expect(mail?.body).toBe(
    [
      'Name: Ann Lee',
      'Email: ann@example.com',
      'Phone: (555) 010-0100',
      'Company: Acme & Sons',
      '',
      'Message:',
      'Hello?',
      'We need a site & an app #1 🚀',
      'bcc: eve@example.com',
    ].join('\r\n'),
  )
  expect(await mails()).toHaveLength(1)

  // The clock stands still here: the fields hold what was typed until a full second has passed.
  await page.clock.runFor(900)
  await expect(field(page, 'Name')).toHaveValue('Ann Lee')
  await expect(page.getByText('Email client opened!')).toBeVisible()
  await expect(
    page.getByText(
      'Your default email client should open with a pre-filled message. Send it to submit your inquiry.',
    ),
  ).toBeVisible()
  await page.clock.runFor(100)
  for (const name of ['Name', 'Email', 'Phone', 'Company', 'Message']) {
    await expect(field(page, name)).toHaveValue('')
  }
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  expect(health.problems).toEqual([])
})

test('when the mail client cannot be opened, the visitor is told where to write', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- wrapped, called with its own receiver
    HTMLElement.prototype.click = new Proxy(HTMLElement.prototype.click, {
      apply(target, element: HTMLElement, args: []) {
        if (element instanceof HTMLAnchorElement && element.href.startsWith('mailto:')) {
          throw new Error('No mail client')
        }
        Reflect.apply(target, element, args)
      },
    })
  })
  await page.goto('/contact')
  await waitForHydration(page)
  await field(page, 'Name').fill('Ann Lee')
  await field(page, 'Email').fill('ann@example.com')
  await field(page, 'Message').fill('Hello')
  await page.getByRole('button', { name: 'Send Message' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong.' })
  await expect(alert).toContainText(
    `Please try again or email us directly at ${siteDefaults.email}`,
  )
  await expect(field(page, 'Name')).toHaveValue('Ann Lee')
})

test('the map loads only when asked, and not offline', async ({ page, context }) => {
  const mapRequests: string[] = []
  await context.route('https://www.openstreetmap.org/**', async (route) => {
    mapRequests.push(route.request().url())
    await route.fulfill({ contentType: 'text/html', body: '<p>Map</p>' })
  })
  await page.goto('/contact')
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: /^Open the map/ })).toHaveAttribute(
    'href',
    siteDefaults.map.linkUrl,
  )
  expect(mapRequests).toEqual([])

  await context.setOffline(true)
  const show = page.getByRole('button', { name: 'Show the map here' })
  await expect(show).toBeDisabled()
  await expect(
    page.getByText('The map needs an internet connection.', { exact: false }),
  ).toBeVisible()
  await context.setOffline(false)
  await expect(show).toBeEnabled()

  await show.click()
  const frame = page.locator('iframe[title="Map of the Dallas-Fort Worth area"]')
  await expect(frame).toHaveAttribute('src', siteDefaults.map.embedUrl)
  await expect(
    page.frameLocator('iframe[title="Map of the Dallas-Fort Worth area"]').getByText('Map'),
  ).toBeVisible()
  expect(mapRequests).toHaveLength(1)
  expect(await wcagViolations(page)).toEqual([])
})
