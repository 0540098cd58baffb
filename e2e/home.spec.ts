import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/page-health'

test('the home page shows every section of the spec', async ({ page }) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get Your Website, App & Automation Built FAST' }),
  ).toBeVisible()
  const hero = page.getByRole('region', { name: 'Get Your Website, App & Automation Built FAST' })
  await expect(hero.getByRole('link', { name: 'Get a Website' })).toHaveAttribute(
    'href',
    '/website-services',
  )
  await expect(hero.getByRole('link', { name: 'Mobile App Quote' })).toHaveAttribute(
    'href',
    '/mobile-app-quote',
  )
  await expect(hero.getByRole('link', { name: 'Automate My Business' })).toHaveAttribute(
    'href',
    '/automation',
  )
  await expect(hero).toContainText('20% faster')
  await expect(hero).toContainText('within 24 hours')

  const services = page.getByRole('region', { name: 'What we build' })
  for (const title of [
    'Professional Website',
    'Mobile App Development',
    'Business Automation',
    'Support & Maintenance',
  ]) {
    await expect(services.getByRole('heading', { name: title })).toBeVisible()
  }
  await expect(services).toContainText('Ready in 24-48 hours')

  const choice = page.getByRole('region', { name: 'Mobile App or Web App?' })
  await expect(choice.getByRole('link', { name: 'Get a mobile app quote' })).toHaveAttribute(
    'href',
    '/mobile-app-quote',
  )
  await expect(choice.getByRole('link', { name: 'Get a web app quote' })).toHaveAttribute(
    'href',
    '/web-app-quote',
  )
  await expect(page.getByRole('heading', { name: /Enterprise mobile/ })).toBeVisible()

  const trust = page.getByRole('region', { name: 'Trusted by businesses and public agencies' })
  await expect(trust.getByRole('blockquote')).toHaveCount(3)
  await expect(trust.getByRole('link')).toHaveCount(3)
})

test('the stats strip is fixed in the HTML and varies only after hydration', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  expect(html).toMatch(/<dt>Projects in progress this week<\/dt><dd[^>]*>12<\/dd>/)

  // A fixed "random" source shows that the browser, not the HTML, picked the figure.
  await page.addInitScript(() => {
    Math.random = () => 0
  })
  await page.goto('/')
  await waitForHydration(page)
  const strip = page.getByRole('region', { name: 'Company figures' })
  await expect(strip).toContainText('Figures are illustrative.')
  const live = strip.locator('div', { hasText: 'Projects in progress this week' }).locator('dd')
  await expect(live).toHaveText('8')
})

test('the header shows the navigation and the signed-out actions', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Development' })).toHaveAttribute('href', '/7dayapp')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth')
  await expect(header.getByRole('link', { name: 'Book Call' })).toHaveAttribute(
    'href',
    '/book-call',
  )
})
