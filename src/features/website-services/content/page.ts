/** Copy of the website services page around its form (accessibility-site.md 2, 9). */

import { websiteTiers } from '@/lib/site/website-tiers'

export const websiteHero = {
  eyebrow: 'Small business websites',
  title: 'Get Your Website Started',
  price: '$500 Flat Rate',
  lead: 'A professional, mobile-friendly website of up to 5 pages, with domain and hosting setup, SSL and 1 business email included.',
} as const

export const packageFacts = {
  title: "What's included for $500",
  items: [
    'Up to 5 custom pages',
    '$75 per additional page',
    'Domain and hosting setup',
    'SSL certificate',
    '1 business email',
  ],
  support: 'Optional ongoing support: $50/month, including 1 hour of monthly updates.',
  action: { label: 'Book a free consultation', to: '/book-call' },
} as const

export const packagesOverview = {
  title: 'Website packages',
  lead: 'Not sure the $500 package fits? Compare our packages and ask for a quote.',
  /** Each package's delivery time is the last thing it lists. */
  packages: websiteTiers.map(({ name, delivery, features }) => ({
    name,
    features: delivery ? [...features, delivery] : features,
  })),
  getQuote: { label: 'Get Quote', to: '/contact' },
  actions: [
    { label: 'Request Quote', to: '/contact', emphasis: 'primary' },
    { label: 'Book Consultation', to: '/book-call', emphasis: 'secondary' },
  ],
} as const
