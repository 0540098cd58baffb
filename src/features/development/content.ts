/** Copy of the 7-day custom app page (Development in the navigation). */

/** Spec section 9: the 7-day custom app page promises 30-day support. */
export const SUPPORT_DAYS = 30

export const developmentHero = {
  eyebrow: 'Custom app development',
  title: 'Your Custom App, Built in 7 Days',
  lead: 'A production-ready mobile or web app with an admin panel and a secure backend, designed, built and launched in one week by a senior team.',
  actions: [
    { label: 'Get Mobile App Quote', to: '/mobile-app-quote', emphasis: 'primary' },
    { label: 'Get Web App Quote', to: '/web-app-quote', emphasis: 'secondary' },
    { label: 'Book Discovery Call', to: '/book-call', emphasis: 'secondary' },
  ],
} as const

export const appChoice = {
  title: 'Which App Do You Need?',
  lead: 'Get an instant, preliminary estimate for either kind of app in about two minutes.',
  options: [
    {
      title: 'Mobile App',
      text: 'An app for iPhone and Android that your customers install from the app stores, with push notifications, camera and offline use.',
      action: { label: 'Mobile App Quote', to: '/mobile-app-quote' },
    },
    {
      title: 'Web App',
      text: 'A browser-based app for portals, dashboards and internal tools: nothing to install, updates reach every user at once.',
      action: { label: 'Web App Quote', to: '/web-app-quote' },
    },
  ],
} as const

export const deliverables = {
  title: 'What You Get',
  lead: 'Everything you need to launch and run your app, with the source code and accounts in your name.',
  items: [
    {
      title: 'Flutter Mobile App',
      text: 'One codebase for iOS and Android with a native look and feel.',
      features: [
        'iOS and Android apps',
        'Sign-up, sign-in and profiles',
        'Push notifications',
        'App Store and Google Play submission',
      ],
    },
    {
      title: 'React Admin Panel',
      text: 'A web dashboard for your team to manage users, content and data.',
      features: [
        'User and role management',
        'Content and data editing',
        'Reports and charts',
        'Works on any device',
      ],
    },
    {
      title: 'Firebase or Supabase Backend',
      text: 'A secure, scalable backend chosen to fit your app and budget.',
      features: [
        'Database with access rules',
        'Authentication and storage',
        'Real-time updates',
        'Automatic backups',
      ],
    },
  ],
} as const

export const developmentProcess = {
  title: 'How We Build It in 7 Days',
  lead: 'A proven four-step process with a demo at the end of every step.',
  steps: [
    {
      when: 'Day 1',
      title: 'Discovery & Planning',
      text: 'We agree features, screens and data, and you approve a clickable plan.',
    },
    {
      when: 'Days 2-5',
      title: 'Design & Development',
      text: 'We design and build the app, admin panel and backend, with daily progress updates.',
    },
    {
      when: 'Day 6',
      title: 'Testing & Refinement',
      text: 'We test on real devices, fix issues and polish the details with your feedback.',
    },
    {
      when: 'Day 7',
      title: 'Deployment & Launch',
      text: 'We publish the app, hand over the code and accounts, and train your team.',
    },
  ],
} as const

export const guarantees = {
  title: 'Our Guarantees',
  items: [
    {
      title: 'Timely Delivery',
      text: 'Your app is delivered on the agreed date, or we keep working at no extra cost until it is.',
    },
    {
      title: 'Quality Guarantee',
      text: 'Clean, documented, tested code that follows platform guidelines and accessibility standards.',
    },
    {
      title: `${SUPPORT_DAYS}-Day Support`,
      text: `${SUPPORT_DAYS} days of free support after launch for fixes, questions and small adjustments.`,
    },
  ],
} as const

export const developmentCta = {
  title: 'Ready to Build Your App?',
  text: 'Get a quote in minutes, or talk to us about your idea on a free discovery call.',
  actions: developmentHero.actions,
} as const
