import type { ManifestOptions } from 'vite-plugin-pwa'
import { WEB_MANIFEST_PATH } from '../../src/app/web-manifest-path.ts'
import { siteDefaults } from '../../src/lib/site/site-defaults.ts'
import { manifestScreenshots, screenshotEntries } from './manifest-screenshots.ts'

/** The web manifest's file name in the build; every page links it in its head. */
export const WEB_MANIFEST_FILE = WEB_MANIFEST_PATH.slice(1)

const SHORTCUT_ICON = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }

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
  screenshots: screenshotEntries(manifestScreenshots),
  // What a long press on the installed app's icon offers.
  shortcuts: [
    { name: 'Get a quote', url: '/mobile-app-quote', description: 'An instant mobile app quote' },
    { name: 'Book a call', url: '/book-call', description: 'A free discovery call' },
    { name: 'Accessibility tools', url: '/sandbox', description: 'The free demo suite' },
    { name: 'Customer portal', url: '/portal', description: 'Your appointments and profile' },
  ].map((shortcut) => ({ ...shortcut, icons: [SHORTCUT_ICON] })),
}
