import type { Page } from '@playwright/test'
import { E2E_PORT } from './ports'
import { startSlowLink } from './slow-link'

/** The attachment in which a first-input test notes its input-to-effect time (ms). */
export const INPUT_TO_EFFECT = 'input-to-effect-ms'

/** A slow phone on a slow link: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower. */
export const SLOW_PHONE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
} as const

/** The origin each throttled page reaches the site through (its own slow link). */
const slowLinks = new WeakMap<Page, string>()

/**
 * Puts the page on a slow phone: a slow link to the site (a throttling proxy, opened by
 * `openAtFirstPaint`) and a processor slowed through CDP.
 */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const link = await startSlowLink(`http://127.0.0.1:${E2E_PORT}`, SLOW_PHONE)
  page.once('close', () => link.close())
  slowLinks.set(page, link.url)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown })
}

/**
 * Opens `path` and resolves at its first contentful paint: the moment a visitor sees the page
 * and may act, whatever the scripts are doing. On a slow phone, it opens it over its slow link.
 */
export async function openAtFirstPaint(page: Page, path: string): Promise<void> {
  const link = slowLinks.get(page)
  await page.goto(link ? new URL(path, link).href : path, { waitUntil: 'commit' })
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    { polling: 20 },
  )
}
