import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/page-health'

// Requests must reach page.route, not a service worker's cache.
test.use({ serviceWorkers: 'block' })

test('the about page tells the story, mission, values and figures', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible()
  const values = page.getByRole('region', { name: 'Our Values' })
  for (const value of ['Excellence', 'Innovation', 'Integrity', 'User-Centricity']) {
    await expect(values.getByRole('heading', { name: value, exact: true })).toBeVisible()
  }
  const stats = page.getByRole('region', { name: 'Our track record' })
  for (const [value, label] of [
    ['50+', 'Happy Clients'],
    ['100+', 'Projects Delivered'],
    ['10+', 'Years of Experience'],
    ['25+', 'Team Members'],
  ]) {
    await expect(stats.getByRole('definition').filter({ hasText: value })).toBeVisible()
    await expect(stats.getByRole('term').filter({ hasText: label })).toBeVisible()
  }
})

test('the page image shows when it loads', async ({ page }) => {
  await page.goto('/about')
  const image = page.getByRole('img', { name: /Our team planning a project/ })
  await expect(image).toHaveAttribute('src', '/images/about-team.svg')
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0)
})

test('if the page image fails to load, the self-hosted stock image replaces it', async ({
  page,
}) => {
  const stockRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/images/about-stock.svg')) stockRequests.push(request.url())
  })
  await page.route('**/images/about-team.svg', (route) => route.abort())
  await page.goto('/about')
  await waitForHydration(page)
  const image = page.getByRole('img', { name: /Our team planning a project/ })
  await expect(image).toHaveAttribute('src', '/images/about-stock.svg')
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0)
  expect(stockRequests).toHaveLength(1)
})

test('an image that fails after the page is interactive is replaced too', async ({ page }) => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/images/about-team.svg', async (route) => {
    await held
    await route.abort()
  })
  await page.goto('/about', { waitUntil: 'commit' })
  await waitForHydration(page)
  release()
  await expect(page.getByRole('img', { name: /Our team planning a project/ })).toHaveAttribute(
    'src',
    '/images/about-stock.svg',
  )
})
