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

// Brotli at its best quality takes about a second for a route's scripts on a slow machine, and
// most routes share most of them: each file is compressed once per process.
const fileBrotliSizes = new Map<string, number>()

/** The compressed size of a file of the build, which does not change while a process reads it. */
export function fileBrotliSize(dist: string, file: string): number {
  const path = join(dist, file)
  let size = fileBrotliSizes.get(path)
  if (size === undefined) {
    size = brotliSize(readFileSync(path))
    fileBrotliSizes.set(path, size)
  }
  return size
}

function htmlFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`
}

/** A route's prerendered HTML. */
export const readPage = (dist: string, route: string) =>
  readFileSync(join(dist, htmlFile(route)), 'utf8')

/** The stylesheet a page carries inline, all its `<style>` elements together. */
export const inlineCssOf = (html: string) =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('')

/** The module scripts and module preloads a route's HTML names, without their sizes. */
export function routeScripts(dist: string, route: string): string[] {
  return scriptsOf(readPage(dist, route))
}

function scriptsOf(html: string): string[] {
  const linked = [
    ...html.matchAll(/<link[^>]*\srel="modulepreload"[^>]*\shref="\/([^"]+)"/g),
    ...html.matchAll(/<script[^>]*\stype="module"[^>]*\ssrc="\/([^"]+)"/g),
  ]
  return [...new Set(linked.map((match) => match[1] ?? ''))].sort()
}

/**
 * What a first visit to a route loads before it is interactive, as its HTML names it: the
 * module scripts and module preloads (the entry, the framework, the page's own chunks), and the
 * CSS inlined in it.
 */
export function routeBundle(dist: string, route: string): RouteBundle {
  const html = readPage(dist, route)
  const jsFiles = scriptsOf(html)
  return {
    route,
    jsFiles,
    jsBrotli: jsFiles.reduce((sum, file) => sum + fileBrotliSize(dist, file), 0),
    cssBrotli: brotliSize(inlineCssOf(html)),
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
