import { siteDefaults } from '../lib/site/site-defaults'

/** The sister applications on this origin: their pages are never the worker's to answer. */
const sisterApplicationPaths: readonly string[] = Object.values(siteDefaults.links)

/**
 * Whether the worker handles a navigation to `pathname` (to the network, the not-found page
 * offline). The site's own pages are answered from the precache before this is asked.
 */
export function handlesNavigation(pathname: string): boolean {
  return !sisterApplicationPaths.some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  )
}
