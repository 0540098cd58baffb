import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { OUT_DIR } from '../../scripts/build/out-dir'

/** A page of the build as the server sends it, or undefined where the build has none. */
export function builtPage(path: string): string | undefined {
  const file = join(OUT_DIR, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined
}

/** The site's own pages a document links to with `<a href>`: paths, without query or fragment. */
export function linkedPaths(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => match[1] ?? '')
  const local = hrefs
    .map((href) => href.replaceAll('&amp;', '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => new URL(href, 'http://site.invalid').pathname)
  return [...new Set(local)]
}

/** Every page reached from `start` by following `<a href>` in the built HTML alone. */
export function crawl(start: string): Set<string> {
  const reached = new Set<string>()
  const queue = [start]
  while (queue.length > 0) {
    const path = queue.shift() ?? ''
    if (reached.has(path)) continue
    const html = builtPage(path)
    if (html === undefined) continue
    reached.add(path)
    queue.push(...linkedPaths(html).filter((next) => !reached.has(next)))
  }
  return reached
}

/** The content of a `<meta property|name="…">` or the href of a `<link rel="…">` in a head. */
export function headValue(html: string, attribute: string, key: string): string | undefined {
  const tag = new RegExp(`<(?:meta|link)[^>]*\\s${attribute}="${key}"[^>]*>`).exec(html)?.[0]
  const value = tag && /\s(?:content|href)="([^"]*)"/.exec(tag)?.[1]
  return value?.replaceAll('&amp;', '&')
}

/** The parsed JSON of every `<script type="application/ld+json">` of a page, and its text. */
export function jsonLdBlocks(html: string): Array<{ text: string; data: unknown }> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => ({ text: match[1] ?? '', data: JSON.parse(match[1] ?? '') as unknown }),
  )
}
