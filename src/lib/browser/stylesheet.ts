const loads = new Map<string, Promise<void>>()

/**
 * Adds a stylesheet to the document once and resolves when it has loaded, or failed to: a
 * widget that waits for it never shows unstyled, and never waits for ever.
 */
export function loadStylesheet(href: string): Promise<void> {
  let load = loads.get(href)
  if (!load) {
    load = new Promise<void>((resolve) => {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = href
      link.addEventListener('load', () => resolve(), { once: true })
      link.addEventListener('error', () => resolve(), { once: true })
      document.head.append(link)
    })
    loads.set(href, load)
  }
  return load
}
