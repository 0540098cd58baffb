import type { Page } from '@playwright/test'

/** Holds back every request for `url` until the returned function is called. */
export async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}
