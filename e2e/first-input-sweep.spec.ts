import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/page-health'
import { emulateSlowPhone, openAtFirstPaint } from './support/slow-phone'

/**
 * Text typed at any moment of a slow phone's start, from first paint until the app has long
 * hydrated, is all still there once it has: a field of each kind of form built on the form
 * library. The delays step through 0-1,500 ms after first paint by 100 ms: on this profile a
 * page's root commits a median 1 s after first paint and its content hydrates about 0.15 s
 * later (0002), so the steps type before, across and after both. Each field takes every other
 * step (offset by field): each step is typed into by two fields, and the sweep stays short.
 */
const STEP_MS = 100
const LAST_DELAY_MS = 1500

interface SweptField {
  form: string
  path: string
  field: string | RegExp
  text: string
}

const fields: SweptField[] = [
  { form: 'quote', path: '/mobile-app-quote', field: /^Name/, text: 'Ann Lee' },
  { form: 'contact', path: '/contact', field: 'Name', text: 'Ann Lee' },
  { form: 'sign-in', path: '/auth', field: 'Email', text: 'ann@acme.test' },
  { form: 'website request', path: '/website-services', field: 'Full Name', text: 'Ann Lee' },
]

const delays = Array.from({ length: LAST_DELAY_MS / STEP_MS + 1 }, (_, step) => step * STEP_MS)

test.describe('no character typed while a slow phone starts is lost', () => {
  // A loss must fail the run: no retry may pass it on a second try.
  test.describe.configure({ retries: 0 })
  // A fresh visitor: no service worker yet.
  test.use({ serviceWorkers: 'block' })

  fields.forEach(({ form, path, field, text }, index) => {
    for (const delay of delays.filter((_, step) => (step + index) % 2 === 0)) {
      test(`the ${form} form, typed ${delay} ms after first paint`, async ({ page }) => {
        test.setTimeout(60_000)
        await emulateSlowPhone(page)
        await openAtFirstPaint(page, path)
        if (delay > 0) await page.waitForTimeout(delay)
        const box = page.getByRole('textbox', { name: field }).first()
        // As a visitor does: a tap on the field, then the keys one by one.
        await box.click()
        await box.pressSequentially(text)
        await waitForHydration(page)
        // A moment for anything hydration set off (a replay, a re-render) to land.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))
        await expect(box).toHaveValue(text)
      })
    }
  })
})
