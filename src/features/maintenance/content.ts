/** Copy of the maintenance page; the plans and their prices are in model/plans.ts. */

export const maintenanceHero = {
  eyebrow: 'Support & maintenance',
  title: 'Keep Your Website and Apps Fast, Secure and Up to Date',
  lead: 'Software needs care after launch. We look after the sites and apps you already have, whoever built them, so you can focus on your business.',
  actions: [
    { label: 'Get Started', to: '/contact', emphasis: 'primary' },
    { label: 'Book a Call', to: '/book-call', emphasis: 'secondary' },
  ],
} as const

export const maintenanceServices = {
  title: 'Maintenance Services',
  lead: 'Everything your website or app needs to keep working for your customers.',
  items: [
    {
      title: 'Code Refactoring',
      text: 'Clean up legacy code so it is faster to change, easier to test and cheaper to run.',
    },
    {
      title: 'Bug Fixes & App Store Issues',
      text: 'Fix crashes and broken features, and resolve App Store and Google Play rejections.',
    },
    {
      title: 'Website Redesigns',
      text: 'Refresh an outdated site with a modern, mobile-friendly design that converts.',
    },
    {
      title: 'Performance Audits',
      text: 'Find and fix what slows your pages and apps down, with measurable before-and-after results.',
    },
    {
      title: 'Accessibility Compliance',
      text: 'Meet Section 508 and WCAG 2.1 requirements with an audit, fixes and a compliance report.',
    },
    {
      title: 'Technology Upgrades',
      text: 'Upgrade frameworks, libraries and hosting before they become security risks.',
    },
  ],
} as const

export const plansSection = {
  title: 'Maintenance Plans',
  lead: 'Simple monthly plans. No long-term contract: change or cancel with 30 days notice.',
  mostPopular: 'Most Popular',
  choose: 'Choose',
  /** Names each plan's feature list for assistive technology. */
  featuresLabel: (planName: string) => `${planName} plan includes`,
} as const

export const reasons = {
  title: 'Why Choose Us',
  items: [
    {
      title: 'Senior engineers',
      text: 'Your site or app is looked after by experienced developers, not a rotating help desk.',
    },
    {
      title: 'Fast response',
      text: 'Urgent issues are picked up the same business day, and critical ones around the clock on Enterprise.',
    },
    {
      title: 'Transparent reporting',
      text: 'You see every update, fix and hour spent, with clear monthly summaries.',
    },
    {
      title: 'Any technology',
      text: 'WordPress, React, Flutter, native apps and custom platforms: we maintain what you already have.',
    },
  ],
} as const

export const maintenanceCta = {
  title: 'Not Sure Which Plan Fits?',
  text: 'Tell us about your website or app and we will recommend the right level of care.',
  actions: [
    { label: 'Contact Us', to: '/contact', emphasis: 'primary' },
    { label: 'Book a Call', to: '/book-call', emphasis: 'secondary' },
  ],
} as const
