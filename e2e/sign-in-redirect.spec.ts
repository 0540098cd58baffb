import { expect, test } from '@playwright/test'
import { expectSignedIn, signInThroughForm } from './support/accounts'
import { demo } from './support/backend'

const hostile = [
  '//evil.example',
  '/\\evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  '/\t/evil.example',
  '/..//evil.example',
]

for (const value of hostile) {
  test(`signing in with the redirect ${JSON.stringify(value)} lands on the portal`, async ({
    page,
  }) => {
    const { email, password } = demo.emptyCustomer
    await signInThroughForm(page, email, password, `/auth?redirect=${encodeURIComponent(value)}`)
    // The whole address is the portal's: nothing of the value is left in it.
    await expect(page).toHaveURL('/portal')
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible()
    await expectSignedIn(page)
  })
}

test('signing in with a redirect to a page of the site goes there', async ({ page }) => {
  const { email, password } = demo.emptyCustomer
  await signInThroughForm(page, email, password, '/auth?redirect=%2Fpricing')
  await expect(page).toHaveURL('/pricing')
  await expectSignedIn(page)
})
