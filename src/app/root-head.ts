import type { StaticDataRouteOption } from '@tanstack/react-router'
import { absoluteUrl } from '@/lib/site/absolute-url'
import { PREVIEW_IMAGE_SIZE, previewImagePath } from '@/lib/site/preview-image'
import { siteConfig } from '@/lib/site/site-config'
import { siteDefaults } from '@/lib/site/site-defaults'
import { notFoundDocumentTitle } from './content'
import { WEB_MANIFEST_PATH } from './web-manifest-path'

interface HeadMatch {
  pathname: string
  staticData?: StaticDataRouteOption
}

/** Where a page lives on the public origin, and how a link to it previews; not for the 404 page. */
function pageIdentity({ pathname, staticData }: HeadMatch) {
  const url = absoluteUrl(siteConfig.siteUrl, pathname)
  const image = absoluteUrl(siteConfig.siteUrl, previewImagePath(pathname))
  // Sign-in and flow pages are reachable, but nothing a search result should lead to.
  const indexed = staticData?.public !== false && staticData?.indexed !== false
  return {
    meta: [
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: String(PREVIEW_IMAGE_SIZE.width) },
      { property: 'og:image:height', content: String(PREVIEW_IMAGE_SIZE.height) },
      { name: 'twitter:card', content: 'summary_large_image' },
      ...(indexed ? [] : [{ name: 'robots', content: 'noindex' }]),
    ],
    links: [{ rel: 'canonical', href: url }],
  }
}

/**
 * Head tags every page shares; routes add their own title and description. When only the root
 * matched, no route knows the path and the not-found page is showing.
 */
export function rootHead({ matches }: { matches: readonly HeadMatch[] }) {
  const notFound = matches.length === 1
  const page = matches.at(-1)
  const identity = !notFound && page ? pageIdentity(page) : { meta: [], links: [] }
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { title: notFound ? notFoundDocumentTitle(siteConfig.companyName) : siteConfig.companyName },
      { name: 'description', content: siteConfig.tagline },
      { name: 'apple-mobile-web-app-capable', content: 'yes' },
      { name: 'apple-mobile-web-app-title', content: siteDefaults.shortName },
      { property: 'og:site_name', content: siteConfig.companyName },
      { property: 'og:type', content: 'website' },
      ...identity.meta,
    ],
    links: [
      // Bitmaps only: the browser draws an SVG icon in a document of its own on the page's main
      // thread, a long task after every load (decision 0036). The file holds 16, 32 and 48 px.
      { rel: 'icon', href: '/favicon.ico', sizes: '16x16 32x32 48x48' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      { rel: 'manifest', href: WEB_MANIFEST_PATH },
      ...identity.links,
    ],
  }
}
