import { siteConfig } from '@/lib/site-config'
import { siteDefaults } from '@/lib/site-defaults'
// Inlined as a data URI: the tab's icon costs no request of its own.
import favicon from './favicon.svg?inline'
import { WEB_MANIFEST_PATH } from './web-manifest-path'

/**
 * Head tags every page shares; routes add their own title and description. When only the root
 * matched, no route knows the path and the not-found page is showing.
 */
export function rootHead({ matches }: { matches: readonly unknown[] }) {
  const notFound = matches.length === 1
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { title: notFound ? `Page Not Found | ${siteConfig.companyName}` : siteConfig.companyName },
      { name: 'description', content: siteConfig.tagline },
      { name: 'apple-mobile-web-app-capable', content: 'yes' },
      { name: 'apple-mobile-web-app-title', content: siteDefaults.shortName },
      { property: 'og:site_name', content: siteConfig.companyName },
      { property: 'og:type', content: 'website' },
    ],
    links: [
      { rel: 'icon', href: favicon, type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      { rel: 'manifest', href: WEB_MANIFEST_PATH },
    ],
  }
}
