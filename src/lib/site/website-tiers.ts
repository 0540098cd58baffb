/**
 * The agency's three website packages, as /website-services and /website-specials both show them:
 * what each includes, and how fast it is delivered where the package promises a time.
 */
export const websiteTiers = [
  {
    name: 'Starter',
    delivery: '1-day delivery',
    features: ['1-page responsive site', 'Mobile design', 'Hosting setup', 'Basic contact info'],
  },
  {
    name: 'Business',
    delivery: '5-day delivery',
    features: ['Up to 3 custom pages', 'Contact form', 'Brand styling', 'Basic SEO', 'Analytics'],
  },
  {
    name: 'Pro',
    delivery: null,
    features: [
      'Unlimited pages',
      'Advanced SEO',
      'Booking integration',
      'Admin dashboard',
      'Payment processing',
      'Custom functionality',
    ],
  },
] as const
