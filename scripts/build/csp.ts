import { createHash } from 'node:crypto'

export interface InlineHashes {
  scripts: string[]
  styles: string[]
  styleAttributes: string[]
}

/** A CSP hash source for a text: 'sha256-…'. */
export function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

const unique = (values: string[]) => [...new Set(values)].sort()

/** Hashes of every inline script, style element and style attribute of a prerendered page. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    (match) => match[1] ?? '',
  )
  const styleAttributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
  )
  return {
    scripts: unique(scripts.map(sha256)),
    styles: unique(styles.map(sha256)),
    styleAttributes: unique(styleAttributes.map(sha256)),
  }
}

export interface CspSources {
  /** Origins the app may call: the backend and the form-forwarding service. */
  connect: string[]
  /** Origins the page may frame: only the contact page's map. */
  frame: string[]
}

/** A policy that allows this origin, the named services, and inline code only by hash. */
export function contentSecurityPolicy(hashes: InlineHashes, sources: CspSources): string {
  const styleSrc = ["'self'", ...hashes.styles]
  if (hashes.styleAttributes.length > 0) styleSrc.push("'unsafe-hashes'", ...hashes.styleAttributes)
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes.scripts],
    'style-src': styleSrc,
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sources.connect],
    'frame-src': sources.frame.length > 0 ? sources.frame : ["'none'"],
    // blob: for the one inlined worker, whose source is the page's own script
    // (docs/decisions/0024).
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/**
 * The service worker's own policy: it runs no page, and it may reach what the pages may
 * (`connect-src` alike), so a request kept in the outbox cannot go anywhere a page could not.
 */
export function workerSecurityPolicy(sources: Pick<CspSources, 'connect'>): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src ${["'self'", ...sources.connect].join(' ')}`,
  ].join('; ')
}

/** Headers every response carries, besides the page's own policy. */
export const commonSecurityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}
