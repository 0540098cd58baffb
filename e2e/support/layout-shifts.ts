import type { Page } from '@playwright/test'

/**
 * Records every layout shift from the start of each page load, as the browser reports it, with
 * the elements that moved (tag, classes, start of their text), so that a failure names them.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = []
    Object.assign(window, { layoutShifts: shifts })
    interface Shift {
      value: number
      sources: Array<{ node: Node | null }>
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element
            ? `<${node.localName} class="${node.getAttribute('class') ?? ''}">${node.textContent.slice(0, 40)}`
            : String(node?.nodeName),
        )
        shifts.push(`${entry.value}: ${moved.join(', ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts recorded on the current page so far. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)
}
