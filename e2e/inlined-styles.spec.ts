import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { OUT_DIR } from '../scripts/build/out-dir'
import { publicRoutes } from './support/routes'

// Each page inlines only the rules its own markup uses; the whole stylesheet follows with the
// app. Before it arrives, or without JavaScript at all, the page must look exactly as it does
// with every rule.
const stylesheetFile = readdirSync(join(OUT_DIR, 'assets')).find((file) => file.endsWith('.css'))
const wholeStylesheet = readFileSync(join(OUT_DIR, 'assets', stylesheetFile ?? ''), 'utf8')

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

for (const route of publicRoutes) {
  test(`${route} looks the same with its inlined rules as with the whole stylesheet`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(route)
    const inlined = await page.screenshot({ fullPage: true })

    await page.route(`${baseURL ?? ''}${route}`, async (request) => {
      const response = await request.fetch()
      const html = (await response.text()).replace(
        /<style>[\s\S]*?<\/style>/,
        () => `<style>${wholeStylesheet}</style>`,
      )
      // The page's policy allows only its own inlined rules, by hash.
      const headers = { ...response.headers(), 'content-security-policy': '' }
      await request.fulfill({ response, body: html, headers })
    })
    await page.goto(route)
    const whole = await page.screenshot({ fullPage: true })

    expect(inlined.equals(whole), 'screenshots differ').toBe(true)
  })
}
