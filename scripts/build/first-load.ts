import type { ClientManifest } from './client-manifest.ts'
import { routeFileServes } from './route-chunks.ts'

export interface FirstLoadScripts {
  /**
   * The files, in the order a page should request them: the entry and its static imports
   * first (the framework among them), then the page's route chunks and theirs.
   */
  files: string[]
  /** How many of the route tree's split chunks belong to this route (at least its page). */
  routeChunks: number
}

/** The app's entry module, as Vite's manifest names it. */
export const APP_ENTRY = 'src/main.tsx'

/**
 * What a first visit to `path` runs before it is interactive: the entry chunk with its static
 * imports (and the other entries: the formatting-data worker), and the route's own split
 * chunks with theirs. Code loaded later on demand (menus, toasts, widgets, service worker
 * registration) is not included.
 */
export function firstLoadScripts(manifest: ClientManifest, path: string): FirstLoadScripts {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  const chunks = Object.entries(manifest)
  visit(APP_ENTRY)
  for (const [key, chunk] of chunks) if (chunk.isEntry) visit(key)
  let routeChunks = 0
  for (const [key, chunk] of chunks) {
    const routeChunk = chunk.src?.startsWith('src/routes/') && key.includes('?tsr-split')
    if (!routeChunk || !routeFileServes((chunk.src ?? '').replace(/\?.*$/, ''), path)) continue
    routeChunks++
    visit(key)
  }
  return { files: [...files].filter((file) => file.endsWith('.js')), routeChunks }
}
