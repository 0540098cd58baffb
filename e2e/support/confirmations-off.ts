import type { Page } from '@playwright/test'
import { E2E_BACKEND_URL } from './backend'
import { E2E_CONFIRMATIONS_OFF_PORT } from './ports'

/** The second backend: e-mail confirmations off, one mail per address per minute. */
export const CONFIRMATIONS_OFF_URL = `http://127.0.0.1:${E2E_CONFIRMATIONS_OFF_PORT}`

/**
 * Sends the page's backend calls to the second backend, whose config file turns confirmations
 * off: the same build then meets a project configured the other way. Needs the service worker
 * blocked (`serviceWorkers: 'block'`), as requests it makes are not routed.
 */
export async function useConfirmationsOffBackend(page: Page): Promise<void> {
  await page.route(`${E2E_BACKEND_URL}/**`, (route) =>
    route.continue({ url: route.request().url().replace(E2E_BACKEND_URL, CONFIRMATIONS_OFF_URL) }),
  )
}
