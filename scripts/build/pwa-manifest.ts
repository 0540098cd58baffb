import type { ManifestOptions } from 'vite-plugin-pwa'
import { WEB_MANIFEST_PATH } from '../../src/components/layout/web-manifest-path.ts'
import { siteDefaults } from '../../src/lib/site-defaults.ts'

/** The web manifest's file name in the build; every page links it in its head. */
export const WEB_MANIFEST_FILE = WEB_MANIFEST_PATH.slice(1)

export const pwaManifest: Partial<ManifestOptions> = {
  id: '/',
  name: siteDefaults.companyName,
  short_name: siteDefaults.shortName,
  description: siteDefaults.tagline,
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  lang: 'en',
  theme_color: siteDefaults.themeColor,
  background_color: '#ffffff',
  categories: ['business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
}
