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
  /** The site's public origin: every absolute URL (canonical links, previews, sitemap) starts here. */
  siteUrl: 'https://www.keystone-digital.example',
  /** When someone answers the phone; shown on the contact page and given to search engines. */
  openingHours: {
    label: 'Monday to Friday, 9am-5pm CST',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '17:00',
  },
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
