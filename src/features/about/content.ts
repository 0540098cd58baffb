import teamImage from './about-team.svg?inline'

/** Copy and figures of the about page. */

export const aboutHero = {
  eyebrow: 'About us',
  title: 'Building digital products that move businesses forward',
  lead: 'We are a Dallas-Fort Worth team of designers, engineers and automation specialists who help small businesses, agencies and public organisations ship websites, apps and automation quickly without cutting corners.',
} as const

export const aboutImage = {
  /**
   * Inlined in the page, so it paints with the text: as a file it cost another request on the
   * slow link, after the HTML, and painted about 0.45 s later (docs/decisions/0406).
   */
  src: teamImage,
  /** Self-hosted and precached: shown if the main image cannot be loaded. */
  fallbackSrc: '/images/about-stock.svg',
  alt: 'Our team planning a project together around a table with laptops and a whiteboard',
  width: 640,
  height: 480,
} as const

export const story = {
  title: 'Our Story',
  paragraphs: [
    'We started as a two-person studio building websites for neighbourhood businesses that had been quoted months of work and five-figure budgets. We proved a professional site could go live in days, and word spread.',
    'Clients soon asked for more: a mobile app for their customers, a portal for their staff, a way to stop copying data between spreadsheets. Today we design and build websites, mobile and web apps, business automation and AI services, and we look after them long after launch.',
    'What has not changed is how we work: small senior teams, plain language, fixed scopes and weekly demos, so you always know what you are getting and when.',
  ],
} as const

export const mission = {
  title: 'Our Mission',
  text: 'To give every small business and public organisation the kind of technology that used to be reserved for large enterprises: fast, accessible, secure and affordable, delivered by people who answer the phone.',
} as const

export const values = {
  title: 'Our Values',
  lead: 'Four principles guide every project, from a one-page website to an enterprise app.',
  items: [
    {
      title: 'Excellence',
      text: 'We sweat the details: clean code, fast pages, tested releases and documentation your team can actually use.',
    },
    {
      title: 'Innovation',
      text: 'We put modern tools such as AI, automation and cross-platform frameworks to work where they save you time and money.',
    },
    {
      title: 'Integrity',
      text: 'Honest estimates, transparent pricing and no lock-in: you own your code, your data and your accounts.',
    },
    {
      title: 'User-Centricity',
      text: 'Every screen is designed around the people who use it, including people who rely on assistive technology.',
    },
  ],
} as const

export const aboutStats = {
  label: 'Our track record',
  items: [
    { value: '50+', label: 'Happy Clients' },
    { value: '100+', label: 'Projects Delivered' },
    { value: '10+', label: 'Years of Experience' },
    { value: '25+', label: 'Team Members' },
  ],
} as const

export const aboutCta = {
  title: 'Let us build something together',
  text: 'Tell us about your project and we will come back within one business day with next steps.',
  actions: [
    { label: 'Contact Us', to: '/contact', emphasis: 'primary' },
    { label: 'Book a Discovery Call', to: '/book-call', emphasis: 'secondary' },
  ],
} as const
