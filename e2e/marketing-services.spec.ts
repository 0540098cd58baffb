import { expect, test } from '@playwright/test'
import { wcagViolations } from './support/axe'
import { waitForHydration } from './support/page-health'

const services = [
  ['AI Design', '$2,000+'],
  ['Workflow Automation', '$300 setup + $50/month'],
  ['Appointment Setter', '$500 setup + $75/month'],
  ['Cold Email', '$750+'],
  ['Call Transcription', '$1,000 setup + $100/month'],
] as const

test('the AI service tabs open on the design tab and move by keyboard', async ({ page }) => {
  await page.goto('/services')
  await waitForHydration(page)
  const tablist = page.getByRole('tablist', { name: 'AI services' })
  const tabs = tablist.getByRole('tab')
  await expect(tabs).toHaveText(services.map(([name]) => name))
  await expect(tablist.getByRole('tab', { name: 'AI Design' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const panel = page.getByRole('tabpanel')
  await expect(panel).toHaveCount(1)
  await expect(panel).toContainText('$2,000+')
  await expect(panel).toContainText('Ideal for')
  await expect(panel.getByRole('heading', { name: 'Benefits' })).toBeVisible()

  await tablist.getByRole('tab', { name: 'AI Design' }).focus()
  for (const [name, price] of services.slice(1)) {
    await page.keyboard.press('ArrowRight')
    const tab = tablist.getByRole('tab', { name })
    await expect(tab).toBeFocused()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    // The panel the selected tab names: the one it replaces may still be leaving.
    await expect(page.getByRole('tabpanel', { name })).toContainText(price)
  }
  await page.keyboard.press('Home')
  await expect(tablist.getByRole('tab', { name: 'AI Design' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('End')
  await expect(page.getByRole('tabpanel', { name: 'Call Transcription' })).toContainText(
    '$1,000 setup + $100/month',
  )
  expect(await wcagViolations(page)).toEqual([])
})

test('closed tabs, kept laid out once the page is quiet, stay out of sight, reach and room', async ({
  page,
}) => {
  await page.goto('/services')
  await waitForHydration(page)
  const tablist = page.getByRole('tablist', { name: 'AI services' })
  // From the first quiet moment closed panels stay in the page unrendered (decision 0037).
  const keptClosed = page.locator('[role=tabpanel][data-kept-closed]')
  await expect(keptClosed).toHaveCount(services.length - 1)

  await expect(page.getByRole('tabpanel')).toHaveCount(1)
  await expect(page.getByText('$750+')).toBeHidden()
  for (const panel of await keptClosed.all()) expect((await panel.boundingBox())?.height).toBe(0)
  // The keyboard goes from the open tab into the open panel, and on past the closed ones.
  await tablist.getByRole('tab', { name: 'AI Design' }).focus()
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('tabpanel', { name: 'AI Design' }).getByRole('link', { name: /Get Started/ }),
  ).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.locator(':focus')).toHaveCount(1)
  await expect(keptClosed.locator(':focus')).toHaveCount(0)
  expect(await wcagViolations(page)).toEqual([])

  await tablist.getByRole('tab', { name: 'Cold Email' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Cold Email' })).toContainText('$750+')
  await expect(page.getByRole('tabpanel')).toHaveCount(1)
  await expect(page.getByText('$2,000+')).toBeHidden()
})

test('the page lists 13 offerings and the four-step process', async ({ page }) => {
  await page.goto('/services')
  await expect(
    page
      .getByRole('region', { name: 'Everything You Need to Succeed Online' })
      .getByRole('listitem'),
  ).toHaveCount(13)
  const process = page.getByRole('region', { name: 'Our Process' })
  await expect(process.getByRole('heading', { level: 3 })).toHaveText([
    'Discovery',
    'Strategy',
    'Design & Development',
    'Launch & Support',
  ])
})

test('the FAQ opens one answer at a time by keyboard, and closes it again', async ({ page }) => {
  await page.goto('/services')
  await waitForHydration(page)
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
  const questions = faq.getByRole('button')
  await expect(questions).toHaveCount(8)
  for (const question of await questions.all()) {
    await expect(question).toHaveAttribute('aria-expanded', 'false')
  }

  const first = questions.nth(0)
  const second = questions.nth(1)
  await first.focus()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(faq.getByText(/usually live in 24-48 hours/)).toBeVisible()

  await page.keyboard.press('ArrowDown')
  await expect(second).toBeFocused()
  await page.keyboard.press('Space')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(faq.getByText(/usually live in 24-48 hours/)).toBeHidden()
  expect(await wcagViolations(page)).toEqual([])

  await page.keyboard.press('Enter')
  await expect(second).toHaveAttribute('aria-expanded', 'false')
  for (const question of await questions.all()) {
    await expect(question).toHaveAttribute('aria-expanded', 'false')
  }
})
