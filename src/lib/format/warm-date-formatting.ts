// Inlined (a blob: worker): fetching the worker's script would take a round trip, and on a slow
// link the page's own first formatter comes sooner than that.
import WarmDateFormattingWorker from './warm-date-formatting.worker.ts?worker&inline'

/**
 * Starts loading the browser's date-formatting data (US English, the visitor's time zone and the
 * zones' short names) on a thread of its own, for a page whose first render will format dates.
 * The first `Intl.DateTimeFormat` a page builds otherwise loads that data on the main thread:
 * 28-95 ms unthrottled, 120-134 ms on a 4x slower CPU (docs/decisions/0024). Once the worker has
 * built its formatters, the page's own take under a millisecond.
 * Does nothing where there are no workers (the prerenderer).
 */
export function warmDateFormatting(): void {
  if (typeof Worker === 'undefined') return
  new WarmDateFormattingWorker()
}
