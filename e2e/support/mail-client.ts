import type { Page } from '@playwright/test'

export interface CapturedMail {
  to: string
  subject: string
  body: string
}

/**
 * Stops `mailto:` links from leaving the page and records them, decoded, so a test can check
 * what the visitor's mail client would have received. Call before `page.goto`.
 */
export async function captureMailLinks(page: Page): Promise<() => Promise<CapturedMail[]>> {
  await page.addInitScript(() => {
    const captured: string[] = []
    Object.assign(window, { capturedMailLinks: captured })
    // Links followed from code (a detached anchor's click()) and links the visitor clicks.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- wrapped, called with its own receiver
    HTMLElement.prototype.click = new Proxy(HTMLElement.prototype.click, {
      apply(target, element: HTMLElement, args: []) {
        if (element instanceof HTMLAnchorElement && element.href.startsWith('mailto:')) {
          captured.push(element.href)
          return
        }
        Reflect.apply(target, element, args)
      },
    })
    document.addEventListener(
      'click',
      (event) => {
        const anchor = event.target instanceof Element ? event.target.closest('a') : null
        if (anchor?.href.startsWith('mailto:')) {
          event.preventDefault()
          captured.push(anchor.href)
        }
      },
      true,
    )
  })
  return async () => {
    const links = await page.evaluate(
      () => (window as unknown as { capturedMailLinks: string[] }).capturedMailLinks,
    )
    return links.map((link) => {
      const url = new URL(link)
      const params = new URLSearchParams(url.search)
      return {
        to: url.pathname,
        subject: params.get('subject') ?? '',
        body: params.get('body') ?? '',
      }
    })
  }
}
