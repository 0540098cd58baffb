import type { ManifestOptions } from 'vite-plugin-pwa'
import { siteDefaults } from '../../src/lib/site-defaults.ts'

/** Where the web manifest is served; pages link it once the app starts (entry-loader.ts). */
export const WEB_MANIFEST_FILE = 'manifest.webmanifest'

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
