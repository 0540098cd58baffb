import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

export interface RouteBundle {
  route: string
  jsFiles: string[]
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
 * What a first visit to a route loads before it is interactive, as its HTML names it: the
 * module scripts and module preloads (the entry, the framework, the page's own chunks), and the
 * CSS inlined in it.
 */
export function routeBundle(dist: string, route: string): RouteBundle {
  const html = readFileSync(join(dist, htmlFile(route)), 'utf8')
  const linked = [
    ...html.matchAll(/<link[^>]*\srel="modulepreload"[^>]*\shref="\/([^"]+)"/g),
    ...html.matchAll(/<script[^>]*\stype="module"[^>]*\ssrc="\/([^"]+)"/g),
  ]
  const jsFiles = [...new Set(linked.map((match) => match[1] ?? ''))].sort()
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
  return {
    route,
    jsFiles,
    jsBrotli: jsFiles.reduce((sum, file) => sum + brotliSize(readFileSync(join(dist, file))), 0),
    cssBrotli: brotliSize(inlineCss),
  }
}

/** Bytes the service worker downloads to make every public route work offline. */
export function precacheSize(dist: string): { entries: number; bytes: number } {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8')
  const urls = [...sw.matchAll(/"?url"?:"([^"]+)"/g)].map((match) => match[1] ?? '')
  const file = (url: string) => {
    if (url === 'index.html' || url.endsWith('.html') || url.includes('.')) return url
    return `${url}/index.html`
  }
  const bytes = urls.reduce((sum, url) => sum + statSync(join(dist, file(url))).size, 0)
  return { entries: urls.length, bytes }
}
