/** Where a customer goes after signing in when the requested place cannot be trusted. */
export const FALLBACK_REDIRECT = '/portal'

/** Any ASCII control character (tabs and newlines included), which URL parsing drops silently. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/
const BASE = 'https://origin.invalid'

/**
 * A path on this site from the `redirect` search parameter, as the browser would resolve it,
 * or undefined for anything that could leave the site: another origin, `//host`, a backslash,
 * a control character, a scheme, or dot segments that resolve to `//host`.
 */
export function safeRedirectTarget(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined
  if (value.startsWith('//') || value.includes('\\') || CONTROL.test(value)) return undefined
  let resolved: URL
  try {
    resolved = new URL(value, BASE)
  } catch {
    return undefined
  }
  if (resolved.origin !== BASE || resolved.pathname.startsWith('//')) return undefined
  return `${resolved.pathname}${resolved.search}${resolved.hash}`
}

/**
 * The `redirect` search parameter as the sign-in page keeps it: absent stays absent, a safe
 * path stays, anything else becomes the portal.
 */
export function signInRedirect(value: unknown): string | undefined {
  if (value === undefined) return undefined
  return safeRedirectTarget(value) ?? FALLBACK_REDIRECT
}

/** The sign-in page's search, as its route validates it where the address enters. */
export interface SignInSearch {
  redirect?: string
}

/**
 * The sign-in route's search validation. The router merges the raw search into the validated
 * one, so a refused value is replaced (by the portal), never just dropped.
 */
export function parseSignInSearch(search: Record<string, unknown>): SignInSearch {
  const redirect = signInRedirect(search.redirect)
  return redirect ? { redirect } : {}
}
