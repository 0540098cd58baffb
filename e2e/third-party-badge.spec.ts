import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/page-health'

test('a third-party badge inserted into the page is removed before it can be painted', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const stillThere = await page.evaluate(async () => {
    const badge = document.createElement('a')
    badge.id = 'lovable-badge'
    badge.href = 'https://lovable.dev'
    badge.textContent = 'Edit with Lovable'
    document.body.append(badge)
    // Animation-frame callbacks run before the next paint: gone by then means never shown.
    await new Promise(requestAnimationFrame)
    return badge.isConnected
  })
  expect(stillThere).toBe(false)
  expect(await page.getByText('Edit with Lovable').count()).toBe(0)
})
