import type { Page } from '@playwright/test'

/**
 * Collects what a visitor never sees but a broken page produces: console errors (hydration
 * mismatches among them), uncaught exceptions and Content-Security-Policy violations.
 */
export function watchPageHealth(page: Page): { problems: string[] } {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return { problems }
}

/**
 * Resolves once React has hydrated the prerendered document, including lazily loaded widgets:
 * until its code arrives, a widget's server HTML has no React fiber attached.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber'))
    return hydrated(document.body) && [...document.querySelectorAll('main *')].every(hydrated)
  })
}
