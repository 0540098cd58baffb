import { expect, test, type Locator } from '@playwright/test'
import { siteDefaults } from '../src/lib/site/site-defaults'
import { wcagViolations } from './support/axe'
import { pauseClock } from './support/clock'
import { captureMailLinks } from './support/mail-client'
import { watchPageHealth, waitForHydration } from './support/page-health'

/** Resolves once React has hydrated this element (lazy widgets hydrate after the page). */
async function waitForInteractive(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
    .toBe(true)
}

test.describe('/professional-audit (variant A)', () => {
  test('checks required fields natively, opens mail and resets after 1 s', async ({ page }) => {
    const mails = await captureMailLinks(page)
    await page.clock.install()
    await page.goto('/professional-audit')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Request Your Professional Audit Quote',
    )
    const sidebar = page.getByRole('complementary', { name: 'About the audit' })
    await expect(sidebar).toContainText('5-7 business days')
    await expect(sidebar).toContainText('2-3 business days (+50%)')
    await expect(sidebar).toContainText('PDF report plus implementation guide')
    await expect(sidebar.getByRole('heading', { name: 'Auditing several apps?' })).toBeVisible()

    const form = page.getByRole('form', { name: 'Request Your Professional Audit Quote' })
    const company = form.getByRole('textbox', { name: 'Company Name' })
    await waitForHydration(page)
    await waitForInteractive(company)
    for (const name of ['Company Name', 'Contact Name', 'Email Address', 'App Name']) {
      await expect(form.getByRole('textbox', { name })).toHaveAttribute('required', '')
    }
    await expect(form.getByRole('combobox', { name: 'Platform' }).locator('option')).toHaveText([
      'Select platform',
      'iOS',
      'Android',
      'Both iOS & Android',
      'Mobile Web',
    ])
    await expect(form.getByRole('combobox', { name: 'Timeline' })).toContainText(
      'ASAP (rush fee applies)',
    )
    await form.getByRole('button', { name: 'Request Audit Quote' }).click()
    expect(await company.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    )
    expect(await mails()).toEqual([])

    await company.fill('Acme Health')
    await form.getByRole('textbox', { name: 'Contact Name' }).fill('Ann Lee')
    await form.getByRole('textbox', { name: 'Email Address' }).fill('ann@acme.test')
    await form.getByRole('textbox', { name: 'App Name' }).fill('Acme Care')
    await form.getByRole('combobox', { name: 'Platform' }).selectOption('both')
    await form.getByRole('combobox', { name: 'App Type' }).selectOption('healthcare')
    await form.getByRole('combobox', { name: 'Timeline' }).selectOption('asap')
    await form.getByRole('combobox', { name: 'Budget Range' }).selectOption('discuss')
    await pauseClock(page)
    await form.getByRole('button', { name: 'Request Audit Quote' }).click()

    const [mail] = await mails()
    expect(mail?.to).toBe(siteDefaults.email)
    expect(mail?.subject).toBe('Professional Mobile App Accessibility Audit Request')
    expect(mail?.body).toContain('Company Name: Acme Health')
    expect(mail?.body).toContain('Platform: Both iOS & Android')
    expect(mail?.body).toContain('Timeline: ASAP (rush fee applies)')
    expect(mail?.body).toContain('Phone: Not provided')

    await page.clock.runFor(900)
    await expect(company).toHaveValue('Acme Health')
    await page.clock.runFor(100)
    await expect(company).toHaveValue('')
    await expect(form.getByRole('combobox', { name: 'Platform' })).toHaveValue('')
    await page.clock.resume()
    await expect(page.getByText('Email Client Opened')).toBeVisible()
    await expect(
      page.getByText(
        'Your email client should open with a pre-filled audit request. Send it to submit your request.',
      ),
    ).toBeVisible()
  })
})

test.describe('/request-audit (variant B)', () => {
  test('shows the nine messages, then mails the request and resets after 1 s', async ({ page }) => {
    const mails = await captureMailLinks(page)
    await page.clock.install()
    await page.goto('/request-audit')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Professional Section 508 Audit Request',
    )
    for (const text of ['Expert Analysis', 'Reports in 1-4 weeks', 'Section 508, WCAG 2.1, ADA']) {
      await expect(page.getByText(text)).toBeVisible()
    }
    const form = page.getByRole('form', { name: 'Tell us about your app' })
    const company = form.getByRole('textbox', { name: 'Company Name' })
    await waitForHydration(page)
    await waitForInteractive(company)
    await form.getByRole('textbox', { name: 'App URL' }).fill('not a url')
    await form.getByRole('button', { name: 'Submit Audit Request' }).click()
    const messages = [
      'Company name must be at least 2 characters',
      'Contact name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select an app type',
      'Please enter a valid URL',
      'Please select urgency level',
      'Please provide more details about your requirements',
      'Please select a budget range',
    ]
    for (const message of messages) await expect(form.getByText(message)).toBeVisible()
    await expect(company).toHaveAccessibleDescription(messages[0] ?? '')
    expect(await wcagViolations(page)).toEqual([])
    expect(await mails()).toEqual([])

    await company.fill('Acme Health')
    await form.getByRole('textbox', { name: 'Contact Name' }).fill('Ann Lee')
    await form.getByRole('textbox', { name: 'Email Address' }).fill('ann@acme.test')
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('555-010-0199')
    await form.getByRole('combobox', { name: 'App Type' }).selectOption('ios')
    await form.getByRole('textbox', { name: 'App URL' }).fill('')
    await form.getByRole('combobox', { name: 'Urgency' }).selectOption('urgent')
    await form.getByRole('combobox', { name: 'Budget' }).selectOption('$1,200 (Single App)')
    await form
      .getByRole('textbox', { name: 'Requirements' })
      .fill('Our benefits app must pass a Section 508 review next month.')
    for (const message of messages) await expect(form.getByText(message)).toBeHidden()
    await pauseClock(page)
    await form.getByRole('button', { name: 'Submit Audit Request' }).click()

    const [mail] = await mails()
    expect(mail?.subject).toContain('Acme Health')
    expect(mail?.subject).toContain('$1,200 (Single App)')
    expect(mail?.body).toContain('App Type: iOS App')
    expect(mail?.body).toContain('App URL: Not provided')
    expect(mail?.body).toContain('Timeline: 1-2 weeks')
    expect(mail?.body).toContain('Our benefits app must pass a Section 508 review next month.')
    expect(mail?.body).toContain('within 4 hours')

    await page.clock.runFor(999)
    await expect(company).toHaveValue('Acme Health')
    await page.clock.runFor(1)
    await expect(company).toHaveValue('')
    await expect(form.getByText(messages[0] ?? '')).toBeHidden()
  })
})

test.describe('/get-started → /confirmation', () => {
  test('choose a service, leave contact details, mail and thank-you screen', async ({ page }) => {
    // Full-page axe runs in both colour schemes are half its time: 13 s alone, up to 25 s beside
    // the other worker on a two-core machine.
    test.slow()
    const mails = await captureMailLinks(page)
    const health = watchPageHealth(page)
    await page.clock.install()
    await page.goto('/get-started')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'What would you like to build?',
    )
    await expect(page.getByRole('radio')).toHaveCount(5)
    await waitForHydration(page)
    const next = page.getByRole('button', { name: 'Continue' })
    await waitForInteractive(next)
    await next.click()
    await expect(page.getByText('Please select a service')).toBeVisible()
    await expect(page.getByText('Select one of the service options to continue.')).toBeVisible()

    // The radio itself is visually hidden: the visitor clicks the card.
    await page.getByText('Design System', { exact: true }).click()
    await expect(page.getByRole('radio', { name: /^Design System/ })).toBeChecked()
    await next.click()
    const heading = page.getByRole('heading', { level: 1, name: "Let's get in touch" })
    await expect(heading).toBeFocused()
    await expect(page.getByText('Selected service: Design System')).toBeVisible()

    const submit = page.getByRole('button', { name: 'Submit Request' })
    await submit.click()
    await expect(page.getByText('Missing information')).toBeVisible()
    await expect(page.getByText('Please provide your name and email to continue.')).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])

    await page.getByRole('textbox', { name: 'Full Name' }).fill('Ann Marie Lee')
    await page.getByRole('textbox', { name: 'Email Address' }).fill('ann@acme.test')
    await submit.click()

    await expect(page).toHaveURL('/confirmation')
    const [mail] = await mails()
    expect(mail?.subject).toBe('Service Request: Design System')
    expect(mail?.body).toContain('Name: Ann Marie Lee')
    expect(mail?.body).toContain('Company: Not provided')
    expect(mail?.body).toContain('None provided')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You, Ann')
    await expect(page.getByText("We've received your request for Design System")).toBeVisible()
    await expect(page.getByText("We'll be in touch soon!")).toBeVisible()
    const animation = page.getByTestId('confirmation-animation')
    await expect(animation).toHaveAttribute('data-revealed', 'false')
    await page.clock.runFor(2000)
    await expect(animation).toHaveAttribute('data-revealed', 'true')
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL('/')
    expect(health.problems).toEqual([])
  })

  test('opened directly, the page says there is no request and leads to Get Started; state shows only as text', async ({
    page,
  }) => {
    const health = watchPageHealth(page)
    await page.goto('/confirmation')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No request to confirm')
    await expect(page.getByText('Thank You,')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Request a Service' })).toHaveAttribute(
      'href',
      '/get-started',
    )

    await page.evaluate(() => {
      window.history.replaceState(
        {
          ...(window.history.state as object),
          serviceRequest: {
            contact: { name: '<i>Eve</i> Smith' },
            service: '<b id="injected">Bold</b>',
          },
        },
        '',
      )
    })
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You, <i>Eve</i>')
    await expect(page.getByText('<b id="injected">Bold</b>', { exact: false })).toBeVisible()
    await expect(page.locator('#injected')).toHaveCount(0)
    await expect(page.locator('main i')).toHaveCount(0)
    expect(health.problems).toEqual([])
  })
})
