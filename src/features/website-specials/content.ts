import { formatWholeDollars } from '@/lib/format/whole-dollars'
import { websiteTiers } from '@/lib/site/website-tiers'
import { websitePackage as pkg } from './model/website-package'

/** Copy of the website specials page; prices come from model/website-package.ts. */

export const specialsHero = {
  eyebrow: 'Website specials',
  title: `A Professional Website for ${formatWholeDollars(pkg.flatPrice)} Flat`,
  lead: `Up to ${pkg.includedPages} pages, set up on your own domain with hosting, SSL and a business email. One price, no surprises, and live in days.`,
  actions: [
    { label: 'Order Your Website', to: '/website-services', emphasis: 'primary' },
    { label: 'Book a Call', to: '/book-call', emphasis: 'secondary' },
  ],
} as const

export const flatRate = {
  title: `The ${formatWholeDollars(pkg.flatPrice)} Website Package`,
  lead: 'Everything a small business needs to look professional online.',
  priceNote: 'flat rate',
  includes: [
    `Up to ${pkg.includedPages} custom pages`,
    'Domain and hosting setup',
    'SSL certificate (https)',
    '1 business email',
    'Mobile-friendly, accessible design',
    'Contact details and map on every page',
  ],
  /** Names the list of what the package includes for assistive technology. */
  includesLabel: 'The package includes',
  extraPages: `Need more pages? ${formatWholeDollars(pkg.extraPagePrice)} per extra page.`,
  examplesLabel: 'Example package prices',
  examplePages: [5, 6, 8, 10],
  pagesColumn: 'Pages',
  priceColumn: 'Package price',
  support: {
    title: 'Optional Ongoing Support',
    price: `${formatWholeDollars(pkg.supportMonthly)}/month`,
    text: `Includes ${pkg.supportHoursPerMonth} hour of monthly updates: new photos, prices, opening hours or text changes, handled for you. Cancel at any time.`,
  },
} as const

export const packages = {
  title: 'Website Packages',
  lead: 'Need something different? Choose the package that fits where your business is today.',
  items: websiteTiers,
  action: { label: 'Get Started', to: '/website-services' },
  /** Names each package's feature list for assistive technology. */
  featuresLabel: (packageName: string) => `${packageName} package includes`,
  /** Follows the action's label for screen readers, naming the package. */
  actionContext: (packageName: string) => `with ${packageName}`,
} as const

export const specialsCta = {
  title: "Let's Get Your Business Online",
  text: 'Order your website now, or talk it through with us on a free call first.',
  actions: specialsHero.actions,
} as const
