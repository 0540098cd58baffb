import { expect, test, type Locator } from '@playwright/test'
import { siteDefaults } from '../src/lib/site/site-defaults'
import { wcagViolations } from './support/axe'
import { captureMailLinks } from './support/mail-client'
import { waitForHydration } from './support/page-health'
import { gotoWithDialogPrepared } from './support/prepared-dialog'

/** Resolves once React has hydrated this element (lazy widgets hydrate after the page). */
async function waitForInteractive(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
    .toBe(true)
}

test.describe('/pricing', () => {
  test('shows the three plans, the process and the FAQ', async ({ page }) => {
    await page.goto('/pricing')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Professional Accessibility Audit Pricing' }),
    ).toBeVisible()
    const plans = page.getByRole('region', { name: 'Choose your audit' }).getByRole('listitem')
    const demo = plans.filter({ has: page.getByRole('heading', { name: 'Demo Tools' }) })
    await expect(demo).toContainText('FREE')
    await expect(demo.getByRole('link', { name: 'Try Demo Tools' })).toHaveAttribute(
      'href',
      '/sandbox',
    )
    const professional = plans.filter({
      has: page.getByRole('heading', { name: 'Professional Audit' }),
    })
    await expect(professional).toContainText('$1,200')
    await expect(professional).toContainText('per mobile app')
    await expect(professional).toContainText('Most Popular')
    for (const feature of [
      'Manual expert review',
      'Compliance report',
      'WCAG 2.1 Level AA testing',
      'Screen reader testing',
      'Remediation guide',
      '7-day delivery',
    ]) {
      await expect(professional.getByText(feature, { exact: true })).toBeVisible()
    }
    const enterprise = plans.filter({ has: page.getByRole('heading', { name: 'Enterprise' }) })
    for (const point of [
      'Multiple apps',
      'Priority support',
      'Implementation consulting',
      'Ongoing support',
      'Volume discounts',
    ]) {
      await expect(enterprise.getByText(point, { exact: true })).toBeVisible()
    }
    const process = page.getByRole('region', { name: 'How the audit works' })
    for (const step of [
      'Submit Request',
      'Expert Review',
      'Detailed Report',
      'Implementation Support',
    ]) {
      await expect(process.getByRole('heading', { name: step })).toBeVisible()
    }
    const faq = page.getByRole('region', { name: 'Frequently asked questions' })
    await waitForHydration(page)
    const delivery = faq.getByRole('button', { name: 'How long does a professional audit take?' })
    await waitForInteractive(delivery)
    await expect(faq.getByRole('button')).toHaveCount(4)
    await delivery.click()
    await expect(faq.getByText(/within 7 business days/)).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
  })

  test('the Professional and Enterprise buttons open pre-filled mail', async ({ page }) => {
    const mails = await captureMailLinks(page)
    await page.goto('/pricing')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Request Professional Audit' }).click()
    await page.getByRole('link', { name: 'Request Enterprise Quote' }).click()
    const sent = await mails()
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [siteDefaults.email, 'Professional Professional Audit Request'],
      [siteDefaults.email, 'Professional Enterprise Audit Request'],
    ])
    expect(sent[0]?.body).toContain('$1,200')
  })
})

test.describe('/api-docs', () => {
  test('documents the three endpoints, the quick start and copies code', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/api-docs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Accessibility API Documentation',
    )
    const endpoints = page.getByRole('region', { name: 'Endpoints' })
    for (const path of [
      '/api/v1/compliance-check',
      '/api/v1/color-contrast',
      '/api/v1/accessibility-scan',
    ]) {
      await expect(endpoints.getByText(path)).toBeVisible()
    }
    await expect(endpoints).toContainText('Authorization: Bearer YOUR_API_KEY')
    const contrast = endpoints.getByRole('listitem').filter({ hasText: '/api/v1/color-contrast' })
    for (const key of [
      'foreground',
      'background',
      'contrast_ratio',
      'wcag_aa_normal',
      'wcag_aa_large',
      'wcag_aaa_normal',
      'wcag_aaa_large',
    ]) {
      await expect(contrast).toContainText(`"${key}"`)
    }
    const quickStart = page.getByRole('region', { name: 'Quick Start' })
    await expect(quickStart.getByRole('heading', { level: 3 })).toHaveText([
      '1. Get your API key',
      '2. Make your first request',
      '3. Handle the response',
    ])
    await expect(quickStart.getByRole('link', { name: 'Get an API key' })).toHaveAttribute(
      'href',
      '/api-signup',
    )
    await expect(page.getByRole('link', { name: 'View API Pricing' })).toHaveAttribute(
      'href',
      '/api-pricing',
    )
    await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute(
      'href',
      '/contact',
    )

    await waitForHydration(page)
    await contrast.getByRole('button', { name: 'Copy Color Contrast response' }).click()
    await expect(page.getByText('Copied!')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(JSON.parse(copied)).toMatchObject({ contrast_ratio: 4.54, wcag_aaa_normal: false })
  })
})

test.describe('/api-pricing', () => {
  test('shows the three plans, call counting and the FAQ', async ({ page }) => {
    await page.goto('/api-pricing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API Pricing')
    const plans = page.getByRole('region', { name: 'Plans' }).getByRole('listitem')
    const starter = plans.filter({ has: page.getByRole('heading', { name: 'Starter' }) })
    await expect(starter).toContainText('$29/month')
    await expect(starter).toContainText('1,000 API calls/month')
    const professional = plans.filter({ has: page.getByRole('heading', { name: 'Professional' }) })
    await expect(professional).toContainText('$99/month')
    await expect(professional).toContainText('Most Popular')
    await expect(professional).toContainText('10,000 API calls/month')
    const enterprise = plans.filter({ has: page.getByRole('heading', { name: 'Enterprise' }) })
    await expect(enterprise).toContainText('Custom')
    await expect(enterprise).toContainText('Unlimited API calls')
    await expect(enterprise.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact',
    )
    const counting = page.getByRole('region', { name: 'What counts as an API call?' })
    await expect(counting.getByRole('row', { name: /A page scan/ })).toContainText(
      '1 call per element found',
    )
    await waitForHydration(page)
    const faq = page.getByRole('region', { name: 'Frequently asked questions' })
    const trial = faq.getByRole('button', { name: 'Is there a free trial?' })
    await waitForInteractive(trial)
    await trial.click()
    await expect(faq.getByText(/14-day free trial/)).toBeVisible()
    await faq.getByRole('button', { name: 'What happens if I exceed my monthly limit?' }).click()
    await expect(faq.getByText(/throttled/)).toBeVisible()
    await expect(faq.getByText(/14-day free trial/)).toBeHidden()
  })
})

test.describe('/careers', () => {
  test('searches the seven positions by title, department or location', async ({ page }) => {
    await page.goto('/careers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our Team')
    await expect(page.getByRole('main').getByText('Careers', { exact: true })).toBeVisible()
    const cards = page.getByRole('region', { name: 'Open positions' }).getByRole('listitem')
    await expect(cards).toHaveCount(7)
    await waitForHydration(page)
    const search = page.getByRole('searchbox', { name: 'Search positions' })
    await expect(search).toHaveAttribute('placeholder', 'Search positions...')
    await search.fill('ENGINEERING')
    await expect(cards).toHaveCount(2)
    await search.fill('washington')
    await expect(cards.getByRole('heading')).toHaveText(['Security Solutions Architect'])
    await search.fill('astronaut')
    await expect(page.getByText('No positions matching your search.')).toBeVisible()
    await expect(cards).toHaveCount(0)
  })

  test('each dialog takes focus; Escape closes the top one only, a press outside the last, and focus steps back', async ({
    page,
  }) => {
    await page.goto('/careers')
    await waitForHydration(page)
    const view = page.getByRole('button', { name: 'View Details: UI/UX Designer' })
    await view.click()
    const detail = page.getByRole('dialog', { name: 'UI/UX Designer' })
    await expect(detail.getByRole('button', { name: 'Close' })).toBeFocused()
    await detail.getByRole('button', { name: 'Apply Now' }).click()
    const apply = page.getByRole('dialog', { name: 'Apply for UI/UX Designer' })
    await expect(apply.getByRole('button', { name: 'Close' })).toBeFocused()
    // The page behind is out of reach while a dialog is open (inert: it cannot take focus).
    const search = page.getByRole('searchbox', { name: 'Search positions' })
    await search.focus()
    await expect(search).not.toBeFocused()

    await page.keyboard.press('Escape')
    await expect(apply).toHaveCount(0)
    await expect(detail).toBeVisible()
    await expect(detail.getByRole('button', { name: 'Apply Now' })).toBeFocused()

    await page.mouse.click(5, 5)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(view).toBeFocused()
    await search.focus()
    await expect(search).toBeFocused()
  })

  test("a position opened once the page has prepared the dialog shows that position's details", async ({
    page,
  }) => {
    await gotoWithDialogPrepared(page, '/careers')
    await page.getByRole('button', { name: 'View Details: UI/UX Designer' }).click()
    const detail = page.getByRole('dialog', { name: 'UI/UX Designer' })
    await expect(detail).toHaveAccessibleDescription('Design · Remote · Full-time')
    await expect(detail.getByRole('button', { name: 'Close' })).toBeFocused()
    await expect(page.getByRole('dialog')).toHaveCount(1)
  })

  test('details, application with validation, the mail and a toast that says it is ready to send', async ({
    page,
  }) => {
    // Two full-page axe runs with a dialog open and a whole application with a file: 10-11 s
    // alone, up to 25 s beside the other worker on a two-core machine.
    test.slow()
    const mails = await captureMailLinks(page)
    await page.goto('/careers')
    await waitForHydration(page)
    const view = page.getByRole('button', { name: 'View Details: UI/UX Designer' })
    await view.click()
    const detail = page.getByRole('dialog', { name: 'UI/UX Designer' })
    await expect(detail).toBeVisible()
    await expect(detail).toContainText('Working knowledge of WCAG 2.1 AA')
    expect(await wcagViolations(page)).toEqual([])

    await detail.getByRole('button', { name: 'Apply Now' }).click()
    const apply = page.getByRole('dialog', { name: 'Apply for UI/UX Designer' })
    await expect(apply).toBeVisible()
    await apply.getByRole('button', { name: 'Submit Application' }).click()
    await expect(apply.getByText('Please enter your full name')).toBeVisible()
    await expect(apply.getByText('Please attach your resume')).toBeVisible()
    await expect(apply.getByRole('textbox', { name: 'Full Name' })).toBeFocused()
    expect(await wcagViolations(page)).toEqual([])

    await apply.getByRole('textbox', { name: 'Full Name' }).fill('Ann Lee')
    await apply.getByRole('textbox', { name: 'Email Address' }).fill('ann@acme.test')
    await apply.getByRole('textbox', { name: 'Phone Number' }).fill('555-010-0100')
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      apply.getByRole('button', { name: 'Choose your resume or drop it here' }).click(),
    ])
    expect(await chooser.element().getAttribute('accept')).toBe('.pdf,.doc,.docx')
    await chooser.setFiles({
      name: 'ann-lee.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    })
    await expect(apply.getByText('Chosen file: ann-lee.pdf')).toBeVisible()
    await apply.getByRole('textbox', { name: 'Cover Letter' }).fill('I love accessible design.')
    await apply.getByRole('button', { name: 'Submit Application' }).click()

    // One look at the toast's title and text: it closes on its own time.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Your application e-mail is ready to send' })
        .filter({ hasText: 'Attach ann-lee.pdf in your e-mail app, then send the message.' }),
    ).toBeVisible()
    await expect(page.getByText('Application Submitted!')).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(view).toBeFocused()
    const [mail] = await mails()
    expect(mail?.to).toBe(siteDefaults.email)
    expect(mail?.subject).toBe('Job Application: UI/UX Designer')
    expect(mail?.body).toContain('Name: Ann Lee')
    expect(mail?.body).toContain('Resume: ann-lee.pdf')
    expect(mail?.body).toContain('Please attach ann-lee.pdf to this e-mail before you send it')
    expect(mail?.body).not.toMatch(/attached in the web form/i)
    expect(mail?.body).toContain('I love accessible design.')

    // The form starts empty again.
    await view.click()
    await page
      .getByRole('dialog', { name: 'UI/UX Designer' })
      .getByRole('button', { name: 'Apply Now' })
      .click()
    await expect(
      page.getByRole('dialog', { name: 'Apply for UI/UX Designer' }).getByRole('textbox', {
        name: 'Full Name',
      }),
    ).toHaveValue('')
  })
})
