import type { ProjectConfig } from '../project/project-config.ts'

type RedirectSettings = Pick<ProjectConfig['auth'], 'siteUrl' | 'additionalRedirectUrls'>

const escapeRegExp = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&')

/**
 * GoTrue's allow-list globs: `**` matches anything, `*` anything but the separators `.` and
 * `/`, `?` one such character.
 */
export function globMatches(pattern: string, url: string): boolean {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.split('?').map(escapeRegExp).join('[^./]'))
        .join('[^./]*'),
    )
    .join('.*')
  return new RegExp(`^${source}$`).test(url)
}

function hostnameOf(url: string): string | null {
  return URL.canParse(url) ? new URL(url).hostname : null
}

/** As GoTrue decides: the site's own host (any port or path), or a match in the allow list. */
export function isAllowedRedirect(url: string, settings: RedirectSettings): boolean {
  const host = hostnameOf(url)
  if (host === null) return false
  if (host === hostnameOf(settings.siteUrl)) return true
  return settings.additionalRedirectUrls.some((pattern) => globMatches(pattern, url))
}

/** Where an e-mail link leads: the requested URL when allowed, else the site URL. */
export function redirectTarget(requested: string | null | undefined, settings: RedirectSettings) {
  return requested && isAllowedRedirect(requested, settings) ? requested : settings.siteUrl
}
