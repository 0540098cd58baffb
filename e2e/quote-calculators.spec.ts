import { expect, test, type Page } from '@playwright/test'
import { wcagViolations } from './support/axe'
import { watchPageHealth, waitForHydration } from './support/page-health'
import {
  CALCULATE,
  fillContact,
  openCalculator,
  resultView,
  seenOnScreen,
  tick,
} from './support/quote'
import { waitForServiceWorker } from './support/service-worker'

const HINT_BOTH = 'Enter your name and a valid email address to calculate your quote.'

/** The breakdown's rows as [item, amount], footer (total) included. */
async function breakdown(page: Page): Promise<string[][]> {
  const rows = resultView(page).getByRole('table').locator('tbody tr, tfoot tr')
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((cell) => cell.textContent.trim())),
  )
}

test.describe('mobile app quote', () => {
  test('Calculate Quote stays disabled, and says why, until a name and a valid email are given', async ({
    page,
  }) => {
    await openCalculator(page, '/mobile-app-quote')
    const calculate = page.getByRole('button', CALCULATE)
    const hint = page.getByRole('status').filter({ hasText: /calculate your quote/ })
    await expect(calculate).toBeDisabled()
    await expect(hint).toHaveText(HINT_BOTH)
    await expect(hint).toBeVisible()

    await page.getByRole('textbox', { name: /^Name/ }).fill('Ann Lee')
    await expect(hint).toHaveText('Enter a valid email address to calculate your quote.')
    await expect(calculate).toBeDisabled()

    const email = page.getByRole('textbox', { name: /^Email/ })
    for (const bad of ['ann', 'ann@', 'ann example.com', '@example.com']) {
      await email.fill(bad)
      await expect(calculate, bad).toBeDisabled()
    }
    await email.blur()
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()

    await email.fill('ann@example.com')
    await expect(calculate).toBeEnabled()
    await expect(hint).toHaveText('Ready to calculate your quote.')

    await page.getByRole('textbox', { name: /^Name/ }).fill('')
    await expect(calculate).toBeDisabled()
    await expect(hint).toHaveText('Enter your name to calculate your quote.')
    await page.getByRole('textbox', { name: /^Email/ }).press('Enter')
    await expect(resultView(page)).toHaveCount(0)
  })

  test('calculates the spec example: 6-10 screens, user authentication, rush = $4,750', async ({
    page,
  }) => {
    const health = watchPageHealth(page)
    await openCalculator(page, '/mobile-app-quote')
    await page.getByRole('combobox', { name: 'Number of Screens' }).selectOption({ label: '6-10' })
    await tick(page, 'User Authentication')
    await page
      .getByRole('combobox', { name: 'Timeline' })
      .selectOption({ label: 'Rush (2-4 weeks)' })
    await fillContact(page)
    await page.getByRole('button', CALCULATE).click()

    const result = resultView(page)
    await expect(result).toBeVisible()
    await expect(result.getByRole('heading', { name: 'Your Preliminary Estimate' })).toBeFocused()
    await expect(result.getByText('Preliminary estimate', { exact: true })).toBeVisible()
    await expect(result.getByText('$4,750').first()).toBeVisible()
    expect(await breakdown(page)).toEqual([
      ['Base price', '$2,500'],
      ['Number of Screens: 6-10', '$750'],
      ['User Authentication', '$500'],
      ['Timeline: Rush (2-4 weeks)', '$1,000'],
      ['Total', '$4,750'],
    ])
    await expect(result).toContainText('within 24 hours')
    await expect(result.getByRole('link', { name: 'Schedule Discovery Call' })).toHaveAttribute(
      'href',
      '/book-call',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)

    // The address follows the paint that shows the result.
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({
        screens: '8',
        userAuth: 'true',
        timeline: 'rush',
        view: 'result',
      })
    expect(page.url()).not.toMatch(/Ann|example\.com|name|email|company/i)
    expect(health.problems).toEqual([])
  })

  test('prices every add-on, the most screens and integrations, and the flexible discount', async ({
    page,
  }) => {
    await openCalculator(page, '/mobile-app-quote')
    await page.getByRole('combobox', { name: 'Number of Screens' }).selectOption({ label: '20+' })
    for (const addon of [
      'User Authentication',
      'Push Notifications',
      'Payment Processing',
      'File Uploads',
      'Admin Panel',
      'App Store Submission',
    ]) {
      await tick(page, addon)
    }
    await page
      .getByRole('combobox', { name: 'API Integrations' })
      .selectOption({ label: '8 integrations' })
    await page
      .getByRole('combobox', { name: 'Timeline' })
      .selectOption({ label: 'Flexible (10+ weeks)' })
    await fillContact(page)
    await page.getByRole('button', CALCULATE).click()
    expect(await breakdown(page)).toEqual([
      ['Base price', '$2,500'],
      ['Number of Screens: 20+', '$1,500'],
      ['User Authentication', '$500'],
      ['Push Notifications', '$300'],
      ['Payment Processing', '$800'],
      ['File Uploads', '$400'],
      ['Admin Panel', '$1,200'],
      ['App Store Submission', '$500'],
      ['API integrations (8 × $200)', '$1,600'],
      ['Timeline: Flexible (10+ weeks)', '-$500'],
      ['Total', '$8,800'],
    ])
  })

  test('empty selects fall back to 5 screens, no integrations and the standard timeline', async ({
    page,
  }) => {
    await openCalculator(page, '/mobile-app-quote')
    await fillContact(page)
    await page.getByRole('button', CALCULATE).click()
    expect(await breakdown(page)).toEqual([
      ['Base price', '$2,500'],
      ['Number of Screens: 3-5', '$0'],
      ['Timeline: Standard (6-8 weeks)', '$0'],
      ['Total', '$2,500'],
    ])
  })

  test('Modify Requirements returns to the form with every entry kept; Back and Forward switch views', async ({
    page,
  }) => {
    await openCalculator(page, '/mobile-app-quote')
    const screens = page.getByRole('combobox', { name: 'Number of Screens' })
    await screens.selectOption({ label: '11-20' })
    await tick(page, 'Push Notifications')
    await page
      .getByRole('combobox', { name: 'API Integrations' })
      .selectOption({ label: '2 integrations' })
    await page.getByRole('textbox', { name: 'Additional Features' }).fill('Offline maps')
    await fillContact(page, 'Bo Chen', 'bo@example.org')
    await page.getByRole('textbox', { name: /^Company/ }).fill('Chen & Co')
    await page.getByRole('button', CALCULATE).click()
    await expect(resultView(page).getByText('$4,700').first()).toBeVisible()

    await page.getByRole('button', { name: 'Modify Requirements' }).click()
    await expect(page.getByRole('heading', { name: 'Your App Requirements' })).toBeFocused()
    await expect(screens).toHaveValue('15')
    await expect(page.getByRole('checkbox', { name: 'Push Notifications' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'User Authentication' })).not.toBeChecked()
    await expect(page.getByRole('combobox', { name: 'API Integrations' })).toHaveValue('2')
    await expect(page.getByRole('combobox', { name: 'Timeline' })).toHaveValue('')
    await expect(page.getByRole('textbox', { name: 'Additional Features' })).toHaveValue(
      'Offline maps',
    )
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Bo Chen')
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('bo@example.org')
    await expect(page.getByRole('textbox', { name: /^Company/ })).toHaveValue('Chen & Co')

    // This form entry now holds other choices; history keeps each entry's own.
    await screens.selectOption({ label: '20+' })
    await page.goBack()
    await expect(resultView(page).getByText('$4,700').first()).toBeVisible()
    await page.goBack()
    await expect(screens).toHaveValue('15')
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Bo Chen')
    await page.goForward()
    await expect(resultView(page).getByText('$4,700').first()).toBeVisible()
    await page.goForward()
    await expect(screens).toHaveValue('25')
    await expect(page.getByRole('checkbox', { name: 'Push Notifications' })).toBeChecked()
    await expect(page.getByRole('textbox', { name: 'Additional Features' })).toHaveValue(
      'Offline maps',
    )
  })

  test('a reloaded result URL shows the same quote, and hydrates cleanly', async ({ page }) => {
    const health = watchPageHealth(page)
    await openCalculator(page, '/mobile-app-quote')
    await page.getByRole('combobox', { name: 'Number of Screens' }).selectOption({ label: '3-5' })
    await tick(page, 'Admin Panel')
    await page
      .getByRole('combobox', { name: 'API Integrations' })
      .selectOption({ label: '5 integrations' })
    await fillContact(page)
    await page.getByRole('button', CALCULATE).click()
    const before = await breakdown(page)
    expect(before.at(-1)).toEqual(['Total', '$4,700'])

    await page.reload()
    await waitForHydration(page)
    await expect(resultView(page)).toBeVisible()
    expect(await breakdown(page)).toEqual(before)
    expect(health.problems).toEqual([])
  })

  test('a malformed or hostile URL falls back to the defaults without an error', async ({
    page,
  }) => {
    const health = watchPageHealth(page)
    await openCalculator(
      page,
      '/mobile-app-quote?screens=9&userAuth=%22yes%22&timeline=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&apiIntegrations=-5&view=%22result%22&constructor=1&__proto__=%7B%7D',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobile App Quote Calculator')
    expect(await breakdown(page)).toEqual([
      ['Base price', '$2,500'],
      ['Number of Screens: 3-5', '$0'],
      ['Timeline: Standard (6-8 weeks)', '$0'],
      ['Total', '$2,500'],
    ])

    await openCalculator(page, '/mobile-app-quote?screens=%25%25&view=edit&timeline=')
    await expect(page.getByRole('button', CALCULATE)).toBeDisabled()
    await expect(page.getByRole('combobox', { name: 'Number of Screens' })).toHaveValue('')
    expect(health.problems).toEqual([])
  })

  test('has no WCAG 2.2 A/AA violations in the form with an error and in the result', async ({
    page,
  }) => {
    // Four scans of the whole page (the form and the result, each in both schemes): more than 30 s
    // on a loaded two-core machine.
    test.slow()
    await openCalculator(page, '/mobile-app-quote')
    await page.getByRole('textbox', { name: /^Email/ }).fill('nope')
    await page.getByRole('textbox', { name: /^Email/ }).blur()
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
    await fillContact(page)
    await page.getByRole('button', CALCULATE).click()
    await expect(resultView(page)).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
  })
})

test.describe('web app quote', () => {
  test('prices pages, add-ons, integrations and timeline', async ({ page }) => {
    await openCalculator(page, '/web-app-quote')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web App Quote Calculator')
    await page.getByRole('combobox', { name: 'Number of Pages' }).selectOption({ label: '9-15' })
    await tick(page, 'E-commerce')
    await tick(page, 'Payment Processing')
    await page
      .getByRole('combobox', { name: 'API Integrations' })
      .selectOption({ label: '5 integrations' })
    await page
      .getByRole('combobox', { name: 'Timeline' })
      .selectOption({ label: 'Rush (1-3 weeks)' })
    await fillContact(page)
    await page.getByRole('button', CALCULATE).click()
    expect(await breakdown(page)).toEqual([
      ['Base price', '$1,500'],
      ['Number of Pages: 9-15', '$600'],
      ['E-commerce', '$1,500'],
      ['Payment Processing', '$600'],
      ['API integrations (5 × $150)', '$750'],
      ['Timeline: Rush (1-3 weeks)', '$800'],
      ['Total', '$5,750'],
    ])

    await page.getByRole('button', { name: 'Modify Requirements' }).click()
    await page.getByRole('combobox', { name: 'Number of Pages' }).selectOption({ label: '15+' })
    for (const addon of ['E-commerce', 'Payment Processing']) {
      await tick(page, addon, false)
    }
    for (const addon of [
      'User Authentication',
      'Content Management',
      'Admin Dashboard',
      'SEO Optimization',
      'Mobile Responsive Design',
    ]) {
      await tick(page, addon)
    }
    await page.getByRole('combobox', { name: 'API Integrations' }).selectOption({ label: 'None' })
    await page
      .getByRole('combobox', { name: 'Timeline' })
      .selectOption({ label: 'Flexible (8+ weeks)' })
    await page.getByRole('button', CALCULATE).click()
    expect(await breakdown(page)).toEqual([
      ['Base price', '$1,500'],
      ['Number of Pages: 15+', '$1,200'],
      ['User Authentication', '$400'],
      ['Content Management', '$800'],
      ['Admin Dashboard', '$1,000'],
      ['SEO Optimization', '$500'],
      ['Mobile Responsive Design', '$300'],
      ['Timeline: Flexible (8+ weeks)', '-$300'],
      ['Total', '$5,400'],
    ])
  })

  test('empty selects fall back to 1-3 pages and the standard timeline', async ({ page }) => {
    await openCalculator(page, '/web-app-quote?view=result')
    expect(await breakdown(page)).toEqual([
      ['Base price', '$1,500'],
      ['Number of Pages: 1-3', '$0'],
      ['Timeline: Standard (4-6 weeks)', '$0'],
      ['Total', '$1,500'],
    ])
  })
})

test('the whole flow makes no network request', async ({ page }) => {
  await openCalculator(page, '/web-app-quote')
  await page.waitForLoadState('networkidle')
  const requests: string[] = []
  page.on('request', (request) => {
    requests.push(`${request.method()} ${request.url()}`)
  })

  await page.getByRole('combobox', { name: 'Number of Pages' }).selectOption({ label: '4-8' })
  await tick(page, 'SEO Optimization')
  await page.getByRole('textbox', { name: 'Additional Features' }).fill('A blog')
  await fillContact(page)
  await page.getByRole('textbox', { name: /^Company/ }).fill('Acme')
  // The pointer rests on the page heading and the buttons are used by keyboard: a link that
  // appears under a resting pointer would be preloaded on hover, which is not this flow.
  await page.getByRole('heading', { level: 1 }).hover()
  await page.getByRole('button', CALCULATE).press('Enter')
  await expect(resultView(page).getByText('$2,300').first()).toBeVisible()
  await page.getByRole('button', { name: 'Modify Requirements' }).press('Enter')
  await page.getByRole('button', CALCULATE).press('Enter')
  await expect(resultView(page).getByText('$2,300').first()).toBeVisible()
  await seenOnScreen(page)
  await page.goBack()
  await expect(page.getByRole('textbox', { name: 'Additional Features' })).toHaveValue('A blog')
  await page.goForward()
  await expect(resultView(page).getByText('$2,300').first()).toBeVisible()

  expect(requests).toEqual([])
})

test('after one visit the calculator works offline', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await openCalculator(page, '/mobile-app-quote')
  await page.getByRole('combobox', { name: 'Number of Screens' }).selectOption({ label: '20+' })
  await tick(page, 'File Uploads')
  await fillContact(page)
  await page.getByRole('button', CALCULATE).click()
  expect((await breakdown(page)).at(-1)).toEqual(['Total', '$4,400'])
  await page.getByRole('button', { name: 'Modify Requirements' }).click()
  await tick(page, 'Admin Panel')
  await page.getByRole('button', CALCULATE).click()
  expect((await breakdown(page)).at(-1)).toEqual(['Total', '$5,600'])
})

test('a saved quote link opens offline with the same quote', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await openCalculator(page, '/mobile-app-quote?screens=25&fileUploads=true&view=result')
  expect((await breakdown(page)).at(-1)).toEqual(['Total', '$4,400'])
})
