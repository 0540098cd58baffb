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
  social: {
    linkedin: 'https://www.linkedin.com/company/example',
    facebook: 'https://www.facebook.com/example',
    x: 'https://x.com/example',
  },
  links: {
    stampx: '/stampx',
    notaryDashboard: '/notary-dashboard',
    apiSignup: '/api-signup',
  },
} as const
