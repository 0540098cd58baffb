import { expect, test, type Page } from '@playwright/test'
import { wcagViolations } from './support/axe'
import { openSandbox, openTab } from './support/sandbox'

/**
 * Records what the page asks the browser's speech engine to do. `voices` stands in for the
 * device's voices (headless Chromium has none); the real engine is never called.
 */
async function observeSpeech(page: Page, voices: number) {
  await page.addInitScript((count) => {
    const log: string[] = []
    Object.assign(window, { speechLog: log })
    const voice = { name: 'Device voice', lang: 'en-US', localService: true, default: true }
    speechSynthesis.getVoices = () =>
      Array.from({ length: count }, () => voice as unknown as SpeechSynthesisVoice)
    speechSynthesis.speak = (utterance) => log.push(`speak: ${utterance.text}`)
    speechSynthesis.cancel = () => log.push('cancel')
  }, voices)
  return () => page.evaluate(() => [...(window as unknown as { speechLog: string[] }).speechLog])
}

const spoken = (log: string[]) => log.filter((entry) => entry.startsWith('speak: '))

test('Start Demo speaks each step as its caption shows; pause stops the speech, resume says the step again', async ({
  page,
}) => {
  const speechLog = await observeSpeech(page, 1)
  await openSandbox(page)
  const panel = await openTab(page, 'Voice Demo')
  await expect(panel.getByText(/no speech voice/)).toHaveCount(0)
  await panel.getByRole('button', { name: 'Start Demo' }).click()
  const live = panel.locator('[aria-live="polite"]').first()
  await expect(live).toContainText('Step 1 of 6.')
  await expect
    .poll(async () => spoken(await speechLog()))
    .toEqual(['speak: Bank. Sign in. Heading.'])
  await page.clock.runFor(2000)
  await expect(live).toContainText('Step 2 of 6.')
  await expect
    .poll(async () => spoken(await speechLog()).at(-1))
    .toBe('speak: Email address. Text field. Double-tap to edit.')

  await panel.getByRole('button', { name: 'Pause' }).click()
  await expect.poll(async () => (await speechLog()).at(-1)).toBe('cancel')
  const whilePaused = (await speechLog()).length
  await page.clock.runFor(6000)
  expect((await speechLog()).length).toBe(whilePaused)

  await panel.getByRole('button', { name: 'Resume' }).click()
  await expect
    .poll(async () => (await speechLog()).at(-1))
    .toBe('speak: Email address. Text field. Double-tap to edit.')

  await panel.getByRole('button', { name: 'Reset' }).click()
  await expect.poll(async () => (await speechLog()).at(-1)).toBe('cancel')
  // The checker needs running timers.
  await page.clock.resume()
  expect(await wcagViolations(page)).toEqual([])
})

test('muted, the captions go on and nothing is spoken', async ({ page }) => {
  const speechLog = await observeSpeech(page, 1)
  await openSandbox(page)
  const panel = await openTab(page, 'Voice Demo')
  const mute = panel.getByRole('button', { name: 'Mute speech' })
  await expect(mute).toHaveAttribute('aria-pressed', 'false')
  await mute.click()
  await expect(mute).toHaveAttribute('aria-pressed', 'true')
  await panel.getByRole('button', { name: 'Start Demo' }).click()
  await page.clock.runFor(2000)
  await expect(panel.locator('[aria-live="polite"]').first()).toContainText('Step 2 of 6.')
  expect(spoken(await speechLog())).toEqual([])
})

test('without a voice, the page says the demo plays as captions only, and it still plays', async ({
  page,
}) => {
  const speechLog = await observeSpeech(page, 0)
  await openSandbox(page)
  const panel = await openTab(page, 'Voice Demo')
  await expect(
    panel.getByText(
      'Your browser has no speech voice available, so this demo plays as captions only.',
    ),
  ).toBeVisible()
  await panel.getByRole('button', { name: 'Start Demo' }).click()
  await page.clock.runFor(2000)
  await expect(panel.locator('[aria-live="polite"]').first()).toContainText('Step 2 of 6.')
  expect(spoken(await speechLog())).toEqual([])
  await page.clock.resume()
  expect(await wcagViolations(page)).toEqual([])
})
