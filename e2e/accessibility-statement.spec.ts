import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { siteUrl } from '../scripts/build/deploy-config'
import { OUT_DIR } from '../scripts/build/out-dir'
import { siteDefaults } from '../src/lib/site/site-defaults'
import { builtPage, linkedPaths } from './support/built-pages'
import { captureMailLinks } from './support/mail-client'
import { waitForHydration } from './support/page-health'
import { publicRoutes } from './support/routes'

// Opening it offline and axe on it: offline.spec.ts and accessibility.spec.ts, which run
// every public route.

test('every page, the not-found page too, links to the statement from its footer', () => {
  const pages = [
    ...publicRoutes.map((route) => ({ route, html: builtPage(route) ?? '' })),
    { route: '404.html', html: readFileSync(join(OUT_DIR, '404.html'), 'utf8') },
  ]
  for (const { route, html } of pages) {
    // The site's footer closes the page; a card may have a footer of its own before it.
    const footer = html.slice(html.lastIndexOf('<footer'))
    expect(linkedPaths(footer), route).toContain('/accessibility')
  }
})

test('the statement covers the model statement’s parts and the date of its last review', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility Statement' }).click()
  await expect(page).toHaveURL('/accessibility')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement')
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Conformance status',
    'How we test this website',
    'What we do not test',
    'Known limitations',
    'Compatibility',
    'Report a barrier',
    'About this statement',
  ])
  await expect(page.getByText(/partially conformant/)).toBeVisible()
  await expect(page.locator('time[datetime="2026-11-25"]')).toHaveText('November 25, 2026')
})

test('the barrier report opens a mail to the company naming the page', async ({ page }) => {
  const mails = await captureMailLinks(page)
  await page.goto('/accessibility')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Report a barrier by email' }).click()
  const [mail] = await mails()
  expect(mail?.to).toBe(siteDefaults.email)
  expect(mail?.subject).toBe('Accessibility barrier')
  expect(mail?.body.split('\r\n')[0]).toBe(`Page address: ${siteUrl()}/accessibility`)
  await expect(
    page.getByText('We reply within one business day, as to every message.'),
  ).toBeVisible()
})
