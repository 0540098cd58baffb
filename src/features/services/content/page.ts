/** Copy of the services page; the AI services' tabs and the FAQ have theirs in ai-services.ts and faq.ts. */

export const servicesHero = {
  eyebrow: 'Our services',
  title: 'AI-Powered Services That Grow Your Business',
  lead: 'From design to automation to sales, our AI services take repetitive work off your plate and help you win more customers, with transparent pricing and a team that stays with you after launch.',
  actions: [
    { label: 'Get Started', to: '/contact', emphasis: 'primary' },
    { label: 'Book a Free Consultation', to: '/book-call', emphasis: 'secondary' },
  ],
} as const

export const aiServicesSection = {
  title: 'AI Services',
  lead: 'Choose a service to see what it does, who it is for and what it costs.',
  tabsLabel: 'AI services',
} as const

/** The grid of 13 offerings. */
export const offerings = {
  title: 'Everything You Need to Succeed Online',
  lead: 'One partner for your website, apps, automation and ongoing support.',
  items: [
    { title: 'Website Design', text: 'Professional, mobile-first websites ready in 24-48 hours.' },
    {
      title: 'Web App Development',
      text: 'Portals, dashboards and SaaS products built with React.',
    },
    { title: 'Mobile App Development', text: 'iOS and Android apps from one Flutter codebase.' },
    { title: 'E-commerce Stores', text: 'Online shops with secure payments and inventory sync.' },
    {
      title: 'Business Automation',
      text: 'Workflows that connect your tools and remove busywork.',
    },
    { title: 'AI Chatbots', text: 'Assistants that answer customers and capture leads 24/7.' },
    { title: 'SEO & Content', text: 'Search-friendly pages and copy that bring in visitors.' },
    { title: 'Accessibility Audits', text: 'Section 508 and WCAG 2.1 testing with clear fixes.' },
    { title: 'UI/UX & Branding', text: 'Logos, design systems and interfaces people enjoy.' },
    { title: 'API Integrations', text: 'Reliable connections between your software and data.' },
    { title: 'Cloud Hosting & DevOps', text: 'Fast, secure hosting with backups and monitoring.' },
    {
      title: 'Analytics & Reporting',
      text: 'Dashboards that show what is working and what is not.',
    },
    { title: 'Support & Maintenance', text: 'Updates, fixes and improvements on a monthly plan.' },
  ],
} as const

export const processSteps = {
  title: 'Our Process',
  lead: 'A clear, four-step path from first call to launch, with a demo at every milestone.',
  steps: [
    {
      title: 'Discovery',
      text: 'We learn about your business, goals, users and the tools you already use.',
    },
    {
      title: 'Strategy',
      text: 'We recommend a solution, agree scope, price and timeline, and plan the work.',
    },
    {
      title: 'Design & Development',
      text: 'We design, build and test in short cycles, showing you progress every week.',
    },
    {
      title: 'Launch & Support',
      text: 'We launch, train your team and stay on hand with support and improvements.',
    },
  ],
} as const

export const faqSection = {
  title: 'Frequently Asked Questions',
  lead: 'Answers to what clients ask us most. Anything else? Just get in touch.',
} as const

export const servicesCta = {
  title: 'Ready to get started?',
  text: 'Tell us what you want to achieve and we will recommend the right service, free of charge.',
  actions: servicesHero.actions,
} as const
