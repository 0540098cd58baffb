/**
 * Built-in, obviously fictional company details. `site-config.ts` lets `VITE_*`
 * environment variables override each of them; build scripts read these defaults directly.
 */
export const siteDefaults = {
  companyName: 'Keystone Digital',
  shortName: 'Keystone',
  accessibilityBrand: 'Keystone Access',
  notaryBrand: 'Keystone Notary',
  tagline: 'Websites, apps and automation for small businesses, built fast.',
  phone: '(555) 010-0199',
  email: 'hello@example.com',
  addressArea: 'Dallas-Fort Worth, TX',
  themeColor: '#1d4ed8',
  themeColorDark: '#0f172a',
  social: {
    linkedin: 'https://www.linkedin.com/company/example',
    facebook: 'https://www.facebook.com/example',
    x: 'https://x.com/example',
  },
  /** The only host the website request form may post to (https). */
  formForwardingHost: 'formspree.io',
  /** Where the office is shown on a map; the map itself loads only on request. */
  map: {
    embedOrigin: 'https://www.openstreetmap.org',
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=-97.55%2C32.55%2C-96.55%2C33.05&layer=mapnik',
    linkUrl: 'https://www.openstreetmap.org/?mlat=32.7767&mlon=-96.7970#map=10/32.7767/-96.7970',
  },
  links: {
    stampx: '/stampx',
    notaryDashboard: '/notary-dashboard',
    apiSignup: '/api-signup',
  },
} as const
