import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { appStylesheet, readClientManifest } from './client-manifest.ts'
import { routeFileServes } from './route-chunks.ts'

export interface RouteBundle {
  route: string
  jsFiles: string[]
  /** How many of the route tree's split chunks belong to this route (at least its page). */
  routeChunks: number
  jsBrotli: number
  /** The rules inlined in the page for its first paint. */
  inlineCssBrotli: number
  /** All the CSS a first visit loads: the inlined rules and the whole stylesheet after them. */
  cssBrotli: number
}

export function brotliSize(content: Buffer | string): number {
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

function htmlFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`
}

/**
 * What a first visit to a route needs before it is interactive: the entry chunk with its
 * static imports, the route's own split chunks (and theirs), the rules inlined in its HTML and
 * the stylesheet. Code loaded later on demand (menus, toasts, service worker registration) is
 * not.
 */
export function routeBundle(dist: string, route: string): RouteBundle {
  const manifest = readClientManifest(dist)
  const files = new Set<string>()
  let routeChunks = 0
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    const routeChunk = chunk.src?.startsWith('src/routes/') && key.includes('?tsr-split')
    const routeFile = (chunk.src ?? '').replace(/\?.*$/, '')
    const servesRoute = routeChunk && routeFileServes(routeFile, route)
    if (servesRoute) routeChunks++
    if (chunk.isEntry || servesRoute) visit(key)
  }
  const jsFiles = [...files].filter((file) => file.endsWith('.js')).sort()
  const html = readFileSync(join(dist, htmlFile(route)), 'utf8')
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
  const inlineCssBrotli = brotliSize(inlineCss)
  const stylesheetBrotli = brotliSize(readFileSync(join(dist, appStylesheet(manifest))))
  return {
    route,
    jsFiles,
    routeChunks,
    jsBrotli: jsFiles.reduce((sum, file) => sum + brotliSize(readFileSync(join(dist, file))), 0),
    inlineCssBrotli,
    cssBrotli: inlineCssBrotli + stylesheetBrotli,
  }
}

/** Bytes the service worker downloads to make every public route work offline. */
export function precacheSize(dist: string): { entries: number; bytes: number } {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8')
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1] ?? '')
  const file = (url: string) => {
    if (url === 'index.html' || url.endsWith('.html') || url.includes('.')) return url
    return `${url}/index.html`
  }
  const bytes = urls.reduce((sum, url) => sum + statSync(join(dist, file(url))).size, 0)
  return { entries: urls.length, bytes }
}
