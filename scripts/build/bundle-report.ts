import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { readClientManifest } from './client-manifest.ts'
import { firstLoadScripts } from './first-load.ts'

export interface RouteBundle {
  route: string
  jsFiles: string[]
  /** How many of the route tree's split chunks belong to this route (at least its page). */
  routeChunks: number
  jsBrotli: number
  /** The page's CSS: the whole stylesheet, inlined in its HTML. */
  cssBrotli: number
}

export function brotliSize(content: Buffer | string): number {
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

function htmlFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`
}

/**
 * What a first visit to a route needs before it is interactive (see `firstLoadScripts`), and
 * the CSS inlined in its HTML.
 */
export function routeBundle(dist: string, route: string): RouteBundle {
  const manifest = readClientManifest(dist)
  const { files, routeChunks } = firstLoadScripts(manifest, route)
  const jsFiles = [...files].sort()
  const html = readFileSync(join(dist, htmlFile(route)), 'utf8')
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
  return {
    route,
    jsFiles,
    routeChunks,
    jsBrotli: jsFiles.reduce((sum, file) => sum + brotliSize(readFileSync(join(dist, file))), 0),
    cssBrotli: brotliSize(inlineCss),
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
