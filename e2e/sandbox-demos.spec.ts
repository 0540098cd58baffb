import { expect, test, type Page } from '@playwright/test'
import { siteDefaults } from '../src/lib/site/site-defaults'
import { openToast, toasts } from './support/accounts'
import { captureMailLinks } from './support/mail-client'
import { waitForHydration } from './support/page-health'
import { openSandbox, openTab } from './support/sandbox'

/**
 * Waits for a toast with this title, and description if given, on screen, read in one look
 * (`openToast`): a toast closes when its timer, a CSS animation, ends, in real time whatever the
 * page's clock says.
 */
async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = openToast(page, title, description)
  // The first toast of a page mounts the toast region after React's short reveal delay, which
  // the paused clock has to pass; tests raise their first toast while no demo timer runs.
  for (let tick = 0; tick < 10 && !(await toast.isVisible()); tick++) {
    await page.clock.runFor(100)
    await page.waitForTimeout(100)
  }
  await expect(toast).toBeVisible()
}

test.describe('tab selection by URL hash', () => {
  test('#cyber-policy selects the legal tab and scrolls to it', async ({ page }) => {
    await page.goto('/sandbox#cyber-policy')
    await waitForHydration(page)
    const legalTab = page.getByRole('tab', { name: 'Legal Analysis Demo' })
    await expect(legalTab).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Legal Analysis Demo' })).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Legal Compliance Demo Tools' }),
    ).toBeInViewport()
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport()
  })

  test('any other hash selects the scanner tab at the top of the page', async ({ page }) => {
    await page.goto('/sandbox#voice')
    await waitForHydration(page)
    await expect(page.getByRole('tab', { name: 'Scanner Demo' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByRole('tab', { name: 'Voice Demo' })).toHaveAttribute(
      'aria-selected',
      'false',
    )
    await expect(
      page.getByRole('heading', { level: 1, name: 'Interactive Demo Suite' }),
    ).toBeInViewport()
    await expect(
      page.getByRole('heading', { name: 'Legal Compliance Demo Tools' }),
    ).not.toBeInViewport()
  })

  test('the chosen tab is then page state, not the hash', async ({ page }) => {
    await page.goto('/sandbox#cyber-policy')
    await waitForHydration(page)
    await openTab(page, 'Testing Demo')
    await expect(page).toHaveURL(/#cyber-policy$/)
    await expect(page.getByRole('tab', { name: 'Scanner Demo' })).toHaveAttribute(
      'aria-selected',
      'false',
    )
  })
})

test('the hero says the tools are educational simulations', async ({ page }) => {
  await page.goto('/sandbox')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interactive Demo Suite')
  await expect(page.getByText(/Educational simulations only/)).toBeVisible()
  await expect(page.getByText(/not real compliance testing/).first()).toBeVisible()
})

test.describe('scanner demo', () => {
  test('asks for input, scans for 3 s, shows the sample and downloads the report', async ({
    page,
  }) => {
    await openSandbox(page)
    const panel = await openTab(page, 'Scanner Demo')
    const scan = panel.getByRole('button', { name: 'Start Scan' })

    await scan.click()
    await expectToast(page, 'Input Required', 'Please enter a URL or upload an image to scan.')

    await panel.getByLabel('App or website URL').fill('https://shop.example')
    await scan.click()
    const scanning = panel.getByRole('button', { name: 'Scanning...' })
    await expect(scanning).toBeDisabled()
    await page.clock.runFor(2500)
    await expect(scanning).toBeVisible()
    await page.clock.runFor(1000)
    await expectToast(page, 'Scan Complete!', 'Found 28 accessibility issues.')
    await expect(panel.getByText('67/100')).toBeVisible()
    await expect(panel.getByText('Needs Work', { exact: true })).toBeVisible()
    await expect(panel.getByText('28 issues found')).toBeVisible()
    const rows = panel.getByRole('table').getByRole('row')
    await expect(rows).toHaveCount(5)
    await expect(rows.nth(2)).toContainText('Missing screen reader labels12Screen readerCritical')

    const downloading = page.waitForEvent('download')
    await panel.getByRole('button', { name: 'Download Report' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('accessibility-report.md')
    const path = await download.path()
    const { readFile } = await import('node:fs/promises')
    const markdown = await readFile(path, 'utf8')
    expect(markdown).toContain('# Accessibility Scan Report')
    expect(markdown).toContain('- **Scanned:** https://shop.example')
    expect(markdown).toContain('- **Score:** 67/100 (Needs Work)')
    expect(markdown).toContain('- **Issues found:** 28')
    expect(markdown).toContain('| Low color contrast | 8 | Visual | High |')
    await expectToast(page, 'Report Downloaded')
  })

  test('scans an uploaded image of any type', async ({ page }) => {
    await openSandbox(page)
    const panel = await openTab(page, 'Scanner Demo')
    await panel.locator('input[type=file]').setInputFiles({
      name: 'home-screen.webp',
      mimeType: 'image/webp',
      buffer: Buffer.from('RIFF0000WEBP'),
    })
    await expectToast(page, 'Image Uploaded')
    await expect(panel.getByText('home-screen.webp')).toBeVisible()
    await panel.getByRole('button', { name: 'Start Scan' }).click()
    await page.clock.runFor(3500)
    await expect(
      panel.getByRole('heading', { name: 'Scan results for home-screen.webp' }),
    ).toBeVisible()
  })

  test('the scan timer stops while another tab is shown', async ({ page }) => {
    await openSandbox(page)
    const panel = await openTab(page, 'Scanner Demo')
    await panel.getByLabel('App or website URL').fill('https://example.com')
    await panel.getByRole('button', { name: 'Start Scan' }).click()
    await openTab(page, 'Voice Demo')
    await page.clock.runFor(10_000)
    await openTab(page, 'Scanner Demo')
    await expect(panel.getByRole('button', { name: 'Scanning...' })).toBeVisible()
    await page.clock.runFor(3500)
    await expect(panel.getByText('67/100')).toBeVisible()
  })
})

test.describe('voice assistant simulator', () => {
  test('plays a step every 2 s, pauses, resumes, completes and resets', async ({ page }) => {
    await openSandbox(page)
    const panel = await openTab(page, 'Voice Demo')
    const live = panel.locator('[aria-live="polite"]').first()
    await expect(live).toHaveText('Press Start Demo to hear the walkthrough.')

    await panel.getByRole('button', { name: 'Start Demo' }).click()
    await expect(live).toContainText('Step 1 of 6.')
    await page.clock.runFor(1500)
    await expect(live).toContainText('Step 1 of 6.')
    await page.clock.runFor(1000)
    await expect(live).toContainText('Step 2 of 6. Swipe right. Screen reader says:')

    await panel.getByRole('button', { name: 'Pause' }).click()
    await expectToast(page, 'Paused')
    await page.clock.runFor(8000)
    await expect(live).toContainText('Step 2 of 6.')
    await panel.getByRole('button', { name: 'Resume' }).click()
    await expectToast(page, 'Resumed')
    await page.clock.runFor(1000)
    for (const step of [3, 4, 5]) {
      await page.clock.runFor(2000)
      await expect(live).toContainText(`Step ${step} of 6.`)
    }
    await expect(toasts(page).getByText('Demo Complete')).toHaveCount(0)
    await page.clock.runFor(2000)
    await expect(live).toContainText('Step 6 of 6.')
    await expectToast(page, 'Demo Complete')
    await page.clock.runFor(4000)
    await expect(live).toContainText('Step 6 of 6.')
    await expect(panel.getByRole('button', { name: 'Pause' })).toBeDisabled()

    await panel.getByRole('button', { name: 'Start Demo' }).click()
    await expect(live).toContainText('Step 1 of 6.')
    await panel.getByRole('button', { name: 'Reset' }).click()
    await expectToast(page, 'Demo Reset')
    await expect(live).toHaveText('Press Start Demo to hear the walkthrough.')
    await page.clock.runFor(4000)
    await expect(live).toHaveText('Press Start Demo to hear the walkthrough.')
  })

  test('the step timer stops when the tab changes', async ({ page }) => {
    await openSandbox(page)
    let panel = await openTab(page, 'Voice Demo')
    await panel.getByRole('button', { name: 'Start Demo' }).click()
    await page.clock.runFor(2500)
    await openTab(page, 'Quick Colors')
    await page.clock.runFor(20_000)
    panel = await openTab(page, 'Voice Demo')
    await expect(panel.locator('[aria-live="polite"]').first()).toContainText('Step 2 of 6.')
  })
})

test.describe('colour checkers', () => {
  test('Quick Colors: ratio, level badge, invalid text, copy and the phone mock-up', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openSandbox(page)
    const panel = await openTab(page, 'Quick Colors')
    const background = panel.getByRole('textbox', { name: 'Background Color', exact: true })
    const text = panel.getByRole('textbox', { name: 'Text Color', exact: true })
    await expect(background).toHaveAttribute('placeholder', '#ffffff')
    await expect(text).toHaveAttribute('placeholder', '#000000')
    const result = panel.getByRole('status').filter({ hasText: 'Contrast ratio' })
    await expect(result).toContainText('21:1')
    const badge = result.getByText('WCAG AAA')
    await expect(badge).toBeVisible()
    await expect(badge.locator('svg')).toHaveCount(1)

    await text.fill('#767676')
    await expect(result).toContainText('4.54:1')
    await expect(result.getByText('WCAG AA', { exact: true }).locator('svg')).toHaveCount(1)
    await text.fill('#949494')
    await expect(result).toContainText('3.03:1')
    await expect(result.getByText('WCAG Fail').locator('svg')).toHaveCount(0)
    await expect(result).toContainText('needs 3:1: passes')

    await text.fill('#9494zz')
    await expect(text).toHaveAttribute('aria-invalid', 'true')
    await expect(panel.getByText(/is not a colour/)).toBeVisible()
    await expect(result).toContainText('3.03:1')

    await panel.getByRole('button', { name: 'Copy Text Color' }).click()
    await expectToast(page, 'Text Color Copied!', '#949494 has been copied to your clipboard.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#949494')

    await background.fill('#1a2b3c')
    const phone = panel.locator('figure svg')
    await expect(phone.locator('[data-part=screen]')).toHaveAttribute('fill', '#1a2b3c')
    await expect(phone.locator('[data-part=action]')).toHaveAttribute('fill', '#949494')
    await expect(phone.getByText('Track Order')).toHaveAttribute('fill', '#1a2b3c')
    await expect(panel.locator('figcaption')).toHaveText('Phone preview: #949494 text on #1a2b3c.')
    await panel.getByRole('button', { name: 'Copy Background Color' }).click()
    await expectToast(page, 'Background Color Copied!')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#1a2b3c')
  })

  test('Colors Demo: colour-blindness modes change the mobile preview', async ({ page }) => {
    await openSandbox(page)
    const panel = await openTab(page, 'Colors Demo')
    await panel.getByRole('textbox', { name: 'Background Color', exact: true }).fill('#00aa00')
    await panel.getByRole('textbox', { name: 'Text Color', exact: true }).fill('#ff0000')
    const screen = panel.locator('figure svg [data-part=screen]')
    await expect(screen).toHaveAttribute('fill', '#00aa00')
    await panel.getByRole('radio', { name: /Deuteranopia/ }).check()
    await expect(screen).not.toHaveAttribute('fill', '#00aa00')
    await expect(panel.getByText(/Contrast as seen with Deuteranopia/)).toBeVisible()
    await panel.getByRole('radio', { name: /Monochrome/ }).check()
    await expect(panel.getByText(/Contrast as seen with Monochrome/)).toBeVisible()
    const grey = (await screen.getAttribute('fill')) ?? ''
    expect(grey).toMatch(/^#([0-9a-f]{2})\1\1$/)
    await panel.getByRole('radio', { name: /Normal vision/ }).check()
    await expect(screen).toHaveAttribute('fill', '#00aa00')
  })
})

test('testing playground: sliders by keyboard with their pass labels', async ({ page }) => {
  await openSandbox(page)
  const panel = await openTab(page, 'Testing Demo')
  const font = panel.getByRole('slider', { name: 'Font size' })
  await expect(font).toHaveAttribute('aria-valuenow', '16')
  await expect(font).toHaveAttribute('aria-valuemin', '12')
  await expect(font).toHaveAttribute('aria-valuemax', '24')
  await expect(panel.getByText('WCAG Compliant')).toBeVisible()
  const sample = panel.getByText(/^Sample text:/)
  await expect(sample).toHaveCSS('font-size', '16px')
  await font.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(font).toHaveAttribute('aria-valuenow', '15')
  await expect(font).toHaveAttribute('aria-valuetext', '15px')
  await expect(panel.getByText('WCAG Compliant')).toBeHidden()
  await expect(sample).toHaveCSS('font-size', '15px')
  await page.keyboard.press('End')
  await expect(sample).toHaveCSS('font-size', '24px')

  const touch = panel.getByRole('slider', { name: 'Touch target size' })
  await expect(touch).toHaveAttribute('aria-valuenow', '44')
  await expect(panel.getByText('Mobile Accessible')).toBeVisible()
  await touch.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(touch).toHaveAttribute('aria-valuenow', '42')
  await expect(panel.getByText('Mobile Accessible')).toBeHidden()
  await expect(panel.getByText('Sample target: 42 by 42 pixels.')).toBeVisible()
  await page.keyboard.press('Home')
  await expect(touch).toHaveAttribute('aria-valuenow', '30')
  await page.keyboard.press('End')
  await expect(touch).toHaveAttribute('aria-valuenow', '60')
  await expect(panel.getByText('Mobile Accessible')).toBeVisible()
})

test('recommendations engine needs both choices, then shows the plan', async ({ page }) => {
  await openSandbox(page)
  const panel = await openTab(page, 'AI Demo')
  const generate = panel.getByRole('button', { name: 'Generate Recommendations' })
  await generate.click()
  await expectToast(page, 'Selection Required', 'Please select both industry and app type.')
  await panel.getByLabel('Industry').selectOption('healthcare')
  await generate.click()
  await page.clock.runFor(50)
  await expect(toasts(page).getByText('Selection Required', { exact: true })).toHaveCount(2)
  await panel.getByLabel('App type').selectOption('flutter')
  await generate.click()
  await expectToast(page, 'Recommendations Generated!')
  const actions = panel.getByRole('region', { name: 'Critical actions' }).getByRole('listitem')
  await expect(actions).toHaveCount(3)
  await expect(actions.nth(0)).toContainText('Effort: 2-3 weeks.')
  await expect(actions.nth(1)).toContainText('Effort: 1-2 weeks.')
  await expect(actions.nth(2)).toContainText('Effort: 1 week.')
  await expect(panel.getByRole('region', { name: 'Platform-specific' })).toContainText(
    'Semantics tree',
  )
  const checklist = panel
    .getByRole('region', { name: 'Compliance checklist' })
    .getByRole('listitem')
  await expect(checklist).toHaveCount(3)
  for (const item of await checklist.all()) {
    await expect(item).toContainText(/Compliant|Needs work/)
  }
})

test('legal analysis shows the static sample', async ({ page }) => {
  await page.goto('/sandbox')
  const panel = page.getByRole('tabpanel', { name: 'Legal Analysis Demo' })
  for (const text of [
    /Section 508\s*Passed/,
    /ADA Title III\s*Passed/,
    /WCAG 2.1 AA\s*Passed/,
    /EN 301 549\s*Partial/,
    /Litigation risk\s*High/,
    /Compliance gap\s*Medium/,
    /Remediation cost\s*\$15K - \$45K/,
    /Government sector\s*67% compliance rate/,
    /Commercial sector\s*\$250K\+ estimated protection value/,
    /Color contrast \(8 issues\)/,
    /Screen reader support \(12 elements\)/,
    /Focus management \(5 screens\)/,
    /2-4 weeks/,
    /6-12 weeks/,
    /Ongoing/,
  ]) {
    await expect(panel).toContainText(text)
  }
})

test('the closing call to action opens a pre-filled audit request', async ({ page }) => {
  const mails = await captureMailLinks(page)
  await page.goto('/sandbox')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Request a Professional Audit' }).click()
  const [mail] = await mails()
  expect(mail?.to).toBe(siteDefaults.email)
  expect(mail?.subject).toBe('Mobile App Accessibility Audit Request')
  expect(mail?.body).toContain('professional accessibility audit')
})
