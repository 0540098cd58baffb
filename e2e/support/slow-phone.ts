import type { Page } from '@playwright/test'

/** The attachment in which a first-input test notes its input-to-effect time (ms). */
export const INPUT_TO_EFFECT = 'input-to-effect-ms'

/** A slow phone on a slow link: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower. */
export const SLOW_PHONE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
} as const

/** Throttles the page's network and processor as a slow phone (Chromium, through CDP). */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: SLOW_PHONE.uploadBitsPerSecond / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown })
}

/**
 * Opens `path` and resolves at its first contentful paint: the moment a visitor sees the page
 * and may act, whatever the scripts are doing.
 */
export async function openAtFirstPaint(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    { polling: 20 },
  )
}
