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

test('the page image is part of the page: it shows with no request of its own', async ({
  page,
}) => {
  const imageRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') imageRequests.push(request.url())
  })
  await page.goto('/about')
  const image = page.getByRole('img', { name: /Our team planning a project/ })
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/)
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0)
  expect(imageRequests.filter((url) => url.includes('/images/'))).toEqual([])
})

test('if the page image fails to load, the self-hosted stock image replaces it', async ({
  page,
}) => {
  const stockRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/images/about-stock.svg')) stockRequests.push(request.url())
  })
  // The image is inlined in the page: a damaged copy of the page is how it can fail.
  await page.route('**/about', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(
      /(<img[^>]*src=")data:image\/svg\+xml[^"]*"/,
      '$1data:image/svg+xml,damaged"',
    )
    await route.fulfill({ response, body: html })
  })
  await page.goto('/about')
  await waitForHydration(page)
  const image = page.getByRole('img', { name: /Our team planning a project/ })
  await expect(image).toHaveAttribute('src', '/images/about-stock.svg')
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0)
  expect(stockRequests).toHaveLength(1)
})
