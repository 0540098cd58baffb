/** Copy and figures of the home page. */

export const hero = {
  eyebrow: 'Websites · Mobile apps · Automation · AI',
  title: 'Get Your Website, App & Automation Built FAST',
  lead: 'We design, build and launch professional websites, mobile apps and business automation for small businesses, agencies and government teams, in days rather than months.',
  actions: [
    { label: 'Get a Website', to: '/website-services', emphasis: 'primary' },
    { label: 'Mobile App Quote', to: '/mobile-app-quote', emphasis: 'secondary' },
    { label: 'Automate My Business', to: '/automation', emphasis: 'secondary' },
  ],
} as const

/** Spec: a 20% faster delivery claim for bookings made within 24 hours. */
export const fastDeliveryOffer = {
  title: '20% faster delivery',
  text: 'Book within 24 hours and we start sooner: projects booked within 24 hours are delivered 20% faster.',
} as const

export const serviceCardsSection = {
  title: 'What we build',
  lead: 'Four ways we help businesses move faster, from a first website to fully automated operations.',
} as const

export const serviceCards = [
  {
    icon: 'globe',
    title: 'Professional Website',
    highlight: 'Ready in 24-48 hours',
    text: 'A fast, mobile-friendly website with your branding, contact details and search basics, live within two days.',
    to: '/website-services',
    cta: 'Start my website',
  },
  {
    icon: 'smartphone',
    title: 'Mobile App Development',
    highlight: 'iOS and Android from one codebase',
    text: 'Custom mobile apps with sign-in, payments, push notifications and an admin panel, taken through app store submission.',
    to: '/7dayapp',
    cta: 'Plan my app',
  },
  {
    icon: 'workflow',
    title: 'Business Automation',
    highlight: 'Save 15-20 hours a week',
    text: 'Connect your email, accounting, CRM and team chat so invoices, follow-ups and onboarding run themselves.',
    to: '/automation',
    cta: 'See automations',
  },
  {
    icon: 'wrench',
    title: 'Support & Maintenance',
    highlight: 'Plans from $500/mo',
    text: 'Security updates, bug fixes, performance audits and accessibility compliance for the sites and apps you already have.',
    to: '/maintenance',
    cta: 'View plans',
  },
] as const

export const appChoice = {
  title: 'Mobile App or Web App?',
  lead: 'Not sure which you need? Both calculators give you an instant, preliminary estimate.',
  options: [
    {
      title: 'Mobile App',
      text: 'Best when your customers use your service on the go: push notifications, camera, location and an icon on their home screen.',
      points: ['iOS and Android', 'App store submission', 'Push notifications'],
      to: '/mobile-app-quote',
      cta: 'Get a mobile app quote',
    },
    {
      title: 'Web App',
      text: 'Best for dashboards, portals and tools people use at a desk: no install, instant updates, found by search engines.',
      points: ['Works in every browser', 'SEO friendly', 'Admin dashboard'],
      to: '/web-app-quote',
      cta: 'Get a web app quote',
    },
  ],
} as const

export const enterpriseMobile = {
  title: 'Enterprise mobile, delivered with government-grade care',
  text: 'We build secure, accessible mobile apps for enterprises and public agencies: Section 508 and WCAG 2.1 compliance, single sign-on, audit trails and documented hand-over to your IT team.',
  points: [
    'Section 508 and WCAG 2.1 AA accessibility',
    'Single sign-on and role-based access',
    'Security reviews before every release',
    'Dedicated project manager and weekly demos',
  ],
  cta: { label: 'Book a discovery call', to: '/book-call' },
} as const

/** Fixed figures; the "live" one is illustrative and varies only after the page hydrates. */
export const stats = {
  label: 'Company figures',
  fixed: [
    { value: '100+', label: 'Projects delivered' },
    { value: '24-48h', label: 'Website turnaround' },
    { value: '30 days', label: 'Post-launch support included' },
  ],
  live: { label: 'Projects in progress this week', prerendered: 12, min: 8, max: 16 },
  note: 'Figures are illustrative.',
} as const

export const trustSection = {
  title: 'Trusted by businesses and public agencies',
  lead: 'What clients say after launch.',
} as const

export const testimonials = [
  {
    quote:
      'Our new website was live in two days and bookings went up the first week. The whole process was painless.',
    name: 'Maria G.',
    role: 'Owner, a Dallas salon',
  },
  {
    quote:
      'They automated our invoicing and follow-ups. We got back most of a day every week without hiring anyone.',
    name: 'James T.',
    role: 'Operations manager, a logistics firm',
  },
  {
    quote:
      'The accessibility work on our agency app was thorough and clearly documented. We passed our Section 508 review.',
    name: 'Dr. Alicia R.',
    role: 'Program director, a public agency',
  },
] as const

export const trustActions = [
  { label: 'Book a Discovery Call', to: '/book-call', emphasis: 'primary' },
  { label: 'Get a Web App Quote', to: '/web-app-quote', emphasis: 'secondary' },
  { label: 'Contact Us', to: '/contact', emphasis: 'secondary' },
] as const

/** Where else a visitor can go from the home page: the accessibility offer, prices and jobs. */
export const moreFromUs = {
  title: 'More from us',
  lead: 'Free accessibility tools, published prices and open positions.',
  cards: [
    {
      icon: 'accessibility',
      title: 'Accessibility tools and audits',
      text: 'Try our free demo tools, scan your mobile app, or order an expert Section 508 and WCAG audit.',
      links: [
        { label: 'Open the Demo Suite', to: '/sandbox' },
        { label: 'Scan a Mobile App', to: '/real-scan' },
        { label: 'Request a Professional Audit', to: '/professional-audit' },
      ],
    },
    {
      icon: 'tag',
      title: 'Pricing',
      text: 'Prices for our AI services, accessibility audits and the accessibility API, published before you ask.',
      links: [
        { label: 'AI Service Prices', to: '/services' },
        { label: 'Audit Prices', to: '/pricing' },
        { label: 'API Plans', to: '/api-pricing' },
      ],
    },
    {
      icon: 'briefcase',
      title: 'Careers',
      text: 'We hire designers, developers and accessibility specialists who like shipping fast and well.',
      links: [{ label: 'View Open Positions', to: '/careers' }],
    },
  ],
} as const
