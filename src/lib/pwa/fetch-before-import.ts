/**
 * A lazily loaded chunk's files are fetched before the browser's module loader asks for them,
 * while no service worker answers for the page (docs/decisions/0028).
 *
 * Chromium keeps a module whose fetch failed as failed for the page's life: a later `import()`
 * of it, or of anything that imports it, fails again without a request. So a chunk that failed
 * offline could never load on the page's "Try again". A failed `fetch()` leaves no such trace;
 * once every file has come, the loader reads them from the HTTP cache (they are immutable).
 * A service worker's precache answers every file, offline too: then there is nothing to do.
 */

/** Files already fetched whole on this page: a later chunk that shares them does not ask again. */
const fetched = new Set<string>()

function isScript(href: string): boolean {
  return !new URL(href).pathname.endsWith('.css')
}

/**
 * The files to fetch first: scripts that neither the page's own tags nor an earlier fetch
 * brought (a module a tag or a link loaded is in the module map already, failed or not).
 */
export function filesToFetch(
  hrefs: readonly string[],
  onPage: ReadonlySet<string>,
  done: ReadonlySet<string>,
): string[] {
  return hrefs.filter((href) => isScript(href) && !onPage.has(href) && !done.has(href))
}

function hrefsOnPage(): Set<string> {
  const hrefs = new Set<string>()
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[href]')) hrefs.add(link.href)
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]'))
    hrefs.add(script.src)
  return hrefs
}

async function fetchWhole(href: string): Promise<void> {
  // Rejects when no whole response came: the network failed. An HTTP error (a chunk gone in a
  // deploy) is left to the import, whose failure reloads the page (chunk-recovery.ts).
  const response = await fetch(href)
  await response.arrayBuffer()
  if (response.ok) fetched.add(href)
}

/** Resolves once every file of a chunk can be read without the network; rejects if one cannot. */
export async function fetchBeforeImport(hrefs: readonly string[]): Promise<void> {
  if ('serviceWorker' in navigator && navigator.serviceWorker.controller) return
  await Promise.all(filesToFetch(hrefs, hrefsOnPage(), fetched).map(fetchWhole))
}
