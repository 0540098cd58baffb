import { expect, test } from '@playwright/test'
import { holdBack } from './support/hold-back'
import { waitForHydration } from './support/page-health'
import { widgetReady } from './support/sandbox'

/** The five demos behind the first tab share one chunk, loaded after the page. */
const LATER_DEMOS_CODE = /\/assets\/later-demos-[\w-]+\.js$/

test('the other demos load once the page is quiet: a tab then answers without fetching code', async ({
  page,
}) => {
  const laterCode = page.waitForResponse(LATER_DEMOS_CODE)
  await page.goto('/sandbox')
  await waitForHydration(page)
  await laterCode
  // Its prerendered panel hydrates while still hidden.
  const panel = page.getByRole('tabpanel', { name: 'Quick Colors', includeHidden: true })
  const text = panel.getByRole('textbox', { name: 'Text Color', exact: true, includeHidden: true })
  await widgetReady(text)

  const code: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') code.push(request.url())
  })
  await page.getByRole('tab', { name: 'Quick Colors' }).click()
  await expect(panel).toBeVisible()
  await text.fill('#767676')
  await expect(panel.getByRole('status').filter({ hasText: 'Contrast ratio' })).toContainText(
    '4.54:1',
  )
  expect(code).toEqual([])
})

test('a tab chosen before their code is here opens once it arrives, on the last choice', async ({
  page,
}) => {
  const release = await holdBack(page, LATER_DEMOS_CODE)
  await page.goto('/sandbox')
  // Hydrated but for those demos, whose prerendered HTML waits for their code.
  await widgetReady(page.getByRole('tab', { name: 'Voice Demo' }))

  await page.getByRole('tab', { name: 'Voice Demo' }).click()
  await page.getByRole('tab', { name: 'Testing Demo' }).click()
  // No demo opens that could not answer yet: the scanner stays shown, and working.
  await expect(page.getByRole('tab', { name: 'Scanner Demo' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('tabpanel', { name: 'Scanner Demo' })).toBeVisible()

  release()
  await expect(page.getByRole('tab', { name: 'Testing Demo' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const font = page
    .getByRole('tabpanel', { name: 'Testing Demo' })
    .getByRole('slider', { name: 'Font size' })
  await font.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(font).toHaveAttribute('aria-valuenow', '15')
})

// The service worker precaches this code and claims the page once installed: its copy answers
// the page's load whenever the install ends first, and the code has then come. Without it the
// page's own request is the only way the code comes.
test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' })

  test('offline before their code came, a chosen demo says so in its panel and loads on Try again, nothing typed lost', async ({
    page,
    context,
  }) => {
    // The quiet-time load fails once the connection is gone.
    let failing = true
    let wentOffline = () => {}
    const offline = new Promise<void>((resolve) => {
      wentOffline = resolve
    })
    await page.route(LATER_DEMOS_CODE, async (route) => {
      if (!failing) return route.continue()
      await offline
      return route.abort('internetdisconnected')
    })
    await page.goto('/sandbox')
    await widgetReady(page.getByRole('tab', { name: 'AI Demo' }))
    await context.setOffline(true)
    wentOffline()
    const address = page
      .getByRole('tabpanel', { name: 'Scanner Demo' })
      .getByLabel('App or website URL')
    await address.fill('https://shop.example')

    await page.getByRole('tab', { name: 'AI Demo' }).click()
    const panel = page.getByRole('tabpanel', { name: 'AI Demo' })
    await expect(panel.getByRole('alert')).toHaveText(/This part of the page could not be shown/)

    await context.setOffline(false)
    failing = false
    await panel.getByRole('button', { name: 'Try again' }).click()
    await expect(panel.getByRole('button', { name: 'Generate Recommendations' })).toBeVisible()
    // The page was not reloaded to get the code: the address typed in the scanner is still there.
    await page.getByRole('tab', { name: 'Scanner Demo' }).click()
    await expect(address).toHaveValue('https://shop.example')
  })
})
