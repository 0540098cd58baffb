import { errors, type Page } from '@playwright/test'

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
 * How long a page may take to hydrate. On the slow phone (e2e/first-input.spec.ts) a whole
 * journey, page load, input and hydration, took at most 13.5 s in 122 runs: a page that has not
 * hydrated by this time lacks something that will not come, and the failure says what.
 */
const HYDRATION_WITHIN_MS = 20_000

/**
 * Resolves once React has hydrated the prerendered document, including lazily loaded widgets:
 * until its code arrives, a widget's server HTML has no React fiber attached. Fails naming what
 * has not hydrated and which of the page's scripts never arrived.
 */
export async function waitForHydration(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        const hydrated = (element: Element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber'))
        return hydrated(document.body) && [...document.querySelectorAll('main *')].every(hydrated)
      },
      undefined,
      { timeout: HYDRATION_WITHIN_MS },
    )
  } catch (error) {
    if (!(error instanceof errors.TimeoutError) || page.isClosed()) throw error
    throw new Error(
      `${page.url()} did not hydrate within ${HYDRATION_WITHIN_MS} ms: ${await hydrationGaps(page)}; ${await whatWentWrong(page)}`,
    )
  }
}

/** What a page still lacks to hydrate: its unhydrated elements, and scripts not received. */
function hydrationGaps(page: Page): Promise<string> {
  return page.evaluate(() => {
    const hydrated = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber'))
    const describe = (element: Element) =>
      `<${element.localName}${element.id ? `#${element.id}` : ''}> "${element.textContent.trim().slice(0, 40)}"`
    const received = new Set(performance.getEntriesByType('resource').map((entry) => entry.name))
    const scripts = [
      ...document.querySelectorAll<HTMLScriptElement>('script[src]'),
      ...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'),
    ].map((element) => ('src' in element ? element.src : element.href))
    const missing = scripts.filter((url) => !received.has(url))
    const unhydrated = [...document.querySelectorAll('main *')].filter(
      (element) => !hydrated(element),
    )
    return [
      hydrated(document.body) ? 'the document has hydrated' : 'the document has not hydrated',
      `${unhydrated.length} elements of <main> have not, first ${unhydrated.slice(0, 3).map(describe).join(', ') || 'none'}`,
      `scripts not received: ${missing.map((url) => new URL(url).pathname).join(', ') || 'none'}`,
    ].join('; ')
  })
}

/**
 * What the page said and asked for since it was loaded: its errors and warnings, uncaught
 * exceptions, and requests that failed or never got an answer (a service worker's answer too).
 */
async function whatWentWrong(page: Page): Promise<string> {
  const messages = await page.consoleMessages({ filter: 'since-navigation' })
  const errors = await page.pageErrors({ filter: 'since-navigation' })
  const requests = await page.requests()
  const unanswered = requests.map((request) => {
    const failure = request.failure()
    if (failure) return `${request.url()} failed (${failure.errorText})`
    return request.timing().responseEnd < 0 ? `${request.url()} unanswered` : undefined
  })
  return [
    `console: ${
      messages
        .filter((message) => message.type() === 'error' || message.type() === 'warning')
        .map((message) => `${message.type()} ${message.text()}`)
        .join(' | ') || 'nothing'
    }`,
    `exceptions: ${errors.map((error) => error.message).join(' | ') || 'none'}`,
    `requests: ${unanswered.filter(Boolean).join(', ') || 'all answered'}`,
  ].join('; ')
}
