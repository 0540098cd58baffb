/** Copy, options and constants of the website services page (accessibility-site.md 2-9). */

export interface Option {
  value: string
  label: string
}

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
} as const

export const formCopy = {
  title: 'Website Request Form',
  lead: 'Tell us about your business and the website you need. We reply within one business day.',
  submit: 'Submit Request',
  busy: 'Submitting...',
  endpointLabel: 'Formspree Endpoint URL',
  endpointHint: (host: string) =>
    `Where this form sends your request: your form's address on ${host}, e.g. https://${host}/f/yourFormId.`,
  offlineNote:
    'You are offline. Sending this form needs an internet connection; what you type stays here until you can send it.',
} as const

export const pageOptions: readonly Option[] = [
  { value: '1', label: '1 page' },
  { value: '2', label: '2 pages' },
  { value: '3', label: '3 pages' },
  { value: '4', label: '4 pages' },
  { value: '5', label: '5 pages' },
  { value: 'more', label: 'More than 5 pages' },
]

export const featureOptions = [
  'Contact Form',
  'Photo Gallery',
  'Online Store/E-commerce',
  'Blog',
  'Social Media Integration',
  'Google Maps Integration',
  'Customer Reviews/Testimonials',
  'Newsletter Signup',
  'Appointment Booking',
  'Live Chat',
] as const

export const timelineOptions: readonly Option[] = [
  'ASAP',
  '1-2 weeks',
  '1 month',
  '2-3 months',
  'No rush',
].map((value) => ({ value, label: value }))

export const budgetOptions: readonly Option[] = [
  { value: '$500', label: '$500 (Standard package)' },
  { value: '$500+', label: '$500+ (With additional pages)' },
  { value: 'Custom', label: 'Custom' },
]

export const ongoingSupportLabel =
  'Add ongoing support ($50/month, includes 1 hour of monthly updates)'

/** The lightning overlay stays this long after the request has ended. */
export const OVERLAY_LINGER_MS = 500
/** A request that has not answered by then is abandoned and reported as failed. */
export const REQUEST_TIMEOUT_MS = 15_000

export const submitToasts = {
  success: {
    title: 'Request submitted successfully!',
    description: "We'll contact you shortly to discuss your website project.",
  },
  failure: {
    title: 'Failed to send request',
    description: 'Please check your Formspree endpoint and try again.',
  },
  offline: {
    title: 'Failed to send request',
    description:
      'You are offline. Sending needs an internet connection; your answers are kept, so try again once you are back online.',
  },
  endpointRequired: {
    title: 'Formspree endpoint required',
    description: 'Please enter your Formspree endpoint URL to send emails.',
  },
} as const

export const packagesOverview = {
  title: 'Website packages',
  lead: 'Not sure the $500 package fits? Compare our packages and ask for a quote.',
  packages: [
    {
      name: 'Starter',
      features: [
        '1-page responsive site',
        'Mobile design',
        'Hosting setup',
        'Basic contact info',
        '1-day delivery',
      ],
    },
    {
      name: 'Business',
      features: [
        'Up to 3 custom pages',
        'Contact form',
        'Brand styling',
        'Basic SEO',
        'Analytics',
        '5-day delivery',
      ],
    },
    {
      name: 'Pro',
      features: [
        'Unlimited pages',
        'Advanced SEO',
        'Booking integration',
        'Admin dashboard',
        'Payment processing',
        'Custom functionality',
      ],
    },
  ],
  getQuote: { label: 'Get Quote', to: '/contact' },
  actions: [
    { label: 'Request Quote', to: '/contact', emphasis: 'primary' },
    { label: 'Book Consultation', to: '/book-call', emphasis: 'secondary' },
  ],
} as const
