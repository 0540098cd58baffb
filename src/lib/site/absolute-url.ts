/** The site's origin as configured, without a trailing slash: `https://example.org`. */
export function siteOrigin(configured: string): string {
  const url = new URL(configured)
  return url.origin
}

/** A path of the site as an absolute URL on its public origin. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href
}
