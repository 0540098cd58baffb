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
    'You are offline. You can still send this form: your request is kept on this device and sent when the connection returns.',
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
export const submitToasts = {
  success: {
    title: 'Request submitted successfully!',
    description: "We'll contact you shortly to discuss your website project.",
  },
  failure: {
    title: 'Failed to send request',
    description: 'Please check your Formspree endpoint and try again.',
  },
  queued: {
    title: 'Saved on this device',
    description:
      'Your request will be sent when the connection returns. You can see or cancel it on this page.',
  },
  gaveUp: {
    title: 'Failed to send request',
    description:
      'The form service kept answering with an error. Your request is kept on this device: try again or cancel it on this page.',
  },
  redirected: {
    title: 'Failed to send request',
    description:
      'The form service answered with a redirect, so your request was not sent. It is kept on this device: check the endpoint, edit it and send it again.',
  },
  refused: (status: number) => ({
    title: 'Failed to send request',
    description: `The form service refused your request (${status}). It is kept on this device: edit it and send it again.`,
  }),
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

/** The requests kept on this device (accessibility-site.md's form, sent later when offline). */
export const outboxCopy = {
  title: 'Requests on this device',
  waiting: (count: number) =>
    count === 1 ? '1 request waiting to be sent' : `${count} requests waiting to be sent`,
  label: (name: string) => `Website request from ${name}`,
  state: {
    waiting: 'Waiting for the connection: it is sent as soon as you are back online.',
    retrying: (status: number, attempt: number, of: number) =>
      `The form service answered with an error (${status}); trying again shortly (attempt ${attempt} of ${of}).`,
    failed: (status: number, of: number) =>
      `Not delivered: the form service answered with an error (${status}) ${of} times.`,
    rejected: (status: number) =>
      `Refused by the form service (${status}): edit it and send it again.`,
    redirected:
      'Not sent: the form service answered with a redirect. Check the endpoint address, then edit it and send it again.',
  },
  cancel: 'Cancel',
  edit: 'Edit',
  retry: 'Try again',
} as const
