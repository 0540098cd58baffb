import { expect, test } from '@playwright/test'
import { wcagViolations } from './support/axe'
import { watchPageHealth, waitForHydration } from './support/page-health'
import { gotoWithDialogPrepared } from './support/prepared-dialog'

const examples = [
  'Invoice Automation',
  'Social Media Scheduling',
  'Follow-up Emails',
  'Lead Sync',
  'Order Notifications',
  'Customer Onboarding',
]

test('the automation page shows its offers, cards and results', async ({ page }) => {
  await page.goto('/automation')
  const hero = page.getByRole('region', { name: /Automate the Busywork/ })
  await expect(hero.getByRole('link', { name: 'Get a Free Automation Audit' })).toBeVisible()
  await expect(hero.getByRole('link', { name: 'Book a Strategy Call' })).toHaveAttribute(
    'href',
    '/book-call',
  )
  await expect(hero).toContainText('1-2 weeks')
  await expect(
    page.getByRole('region', { name: 'Free Automation Audit' }).getByRole('link'),
  ).toHaveAttribute('href', '/contact')
  await expect(
    page
      .getByRole('region', { name: 'Works With the Tools You Already Use' })
      .getByRole('heading', { level: 3 }),
  ).toHaveText(['Google Workspace', 'Accounting & CRM', 'Team Chat'])
  await expect(
    page
      .getByRole('region', { name: 'Custom Automation Services' })
      .getByRole('heading', { level: 3 }),
  ).toHaveText(['Web Scraping', 'API Integrations'])
  const exampleSection = page.getByRole('region', { name: 'Automation Examples' })
  await expect(exampleSection.getByRole('heading', { level: 3 })).toHaveText(examples)
  await expect(exampleSection.getByRole('button', { name: /^View Demo/ })).toHaveCount(6)
  const results = page.getByRole('region', { name: 'Results Our Clients See' })
  await expect(results).toContainText('15-20 hours')
  await expect(results).toContainText('saved per week')
  await expect(results).toContainText('5x')
  await expect(results).toContainText('faster lead response')
  await expect(results).toContainText('90%')
  await expect(results).toContainText('fewer manual errors')
  const closing = page.getByRole('region', { name: 'Ready to Get Your Time Back?' })
  await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  )
  await expect(closing.getByRole('link', { name: 'Book a Call' })).toHaveAttribute(
    'href',
    '/book-call',
  )
})

for (const [index, example] of examples.entries()) {
  // Half of the demos leave by Get Started, the other half by Schedule Call.
  const exit =
    index % 2 === 0
      ? { name: 'Get Started', url: '/contact' }
      : { name: 'Schedule Call', url: '/book-call' }

  test(`the ${example} demo walks through four steps to ${exit.name}`, async ({ page }) => {
    const health = watchPageHealth(page)
    await page.goto('/automation')
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: `View Demo: ${example}` })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: `${example} Demo` })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Step 1 of 4')
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled()
    await expect(dialog.getByRole('link')).toHaveCount(0)

    for (const step of [2, 3, 4]) {
      await dialog.getByRole('button', { name: 'Next' }).click()
      await expect(dialog).toContainText(`Step ${step} of 4`)
      await expect(dialog.getByRole('heading', { level: 3 })).toBeFocused()
    }
    await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(dialog).toContainText('Step 3 of 4')
    await dialog.getByRole('button', { name: 'Next' }).click()

    await expect(dialog.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(dialog.getByRole('link', { name: 'Schedule Call' })).toHaveAttribute(
      'href',
      '/book-call',
    )
    if (index === 0) {
      expect(await wcagViolations(page)).toEqual([])
    }
    await dialog.getByRole('link', { name: exit.name }).click()
    await expect(page).toHaveURL(exit.url)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(health.problems).toEqual([])
  })
}

test('Escape closes a demo and returns focus; reopening starts at step 1', async ({ page }) => {
  await page.goto('/automation')
  await waitForHydration(page)
  const trigger = page.getByRole('button', { name: 'View Demo: Lead Sync' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Lead Sync Demo' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog).toContainText('Step 2 of 4')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toContainText('Step 1 of 4')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'View Demo: Invoice Automation' }).click()
  await expect(page.getByRole('dialog', { name: 'Invoice Automation Demo' })).toContainText(
    'Step 1 of 4',
  )
})

test('a demo opened once the page has prepared the dialog shows that demo from step 1', async ({
  page,
}) => {
  await gotoWithDialogPrepared(page, '/automation')
  await page.getByRole('button', { name: 'View Demo: Lead Sync' }).click()
  const dialog = page.getByRole('dialog', { name: 'Lead Sync Demo' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Step 1 of 4')
  await expect(page.getByRole('dialog')).toHaveCount(1)
})
