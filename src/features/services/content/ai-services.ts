import type { AiPricing } from '../model/ai-pricing'

export interface AiService {
  id: string
  /** The tab's short name. */
  label: string
  title: string
  description: string
  idealFor: string
  pricing: AiPricing
  benefits: readonly string[]
}

/** The words every service's tab panel shows around the service's own. */
export const aiServicePanel = {
  idealForTerm: 'Ideal for',
  pricingTerm: 'Pricing',
  benefitsHeading: 'Benefits',
  getStarted: 'Get Started',
  /** Follows Get Started for screen readers, naming the service. */
  getStartedContext: (serviceTitle: string) => `with ${serviceTitle}`,
} as const

/** The AI services of the tabs; the first (design) is the default tab. Prices: spec section 9. */
export const aiServices: readonly AiService[] = [
  {
    id: 'design',
    label: 'AI Design',
    title: 'AI-Assisted Web & Brand Design',
    description:
      'We pair experienced designers with AI tools to explore dozens of layout, colour and copy directions in a day, then refine the best one by hand into a polished, accessible design system.',
    idealFor:
      'Startups and small businesses that need a professional brand and website design quickly.',
    pricing: { kind: 'from', amount: 2000 },
    benefits: [
      'Multiple design concepts within 48 hours',
      'Logo, colour palette and typography guide',
      'Responsive page designs ready for development',
      'WCAG 2.1 AA colour contrast built in',
    ],
  },
  {
    id: 'workflow',
    label: 'Workflow Automation',
    title: 'AI Workflow Automation',
    description:
      'We map the repetitive work in your business (data entry, invoicing, reporting, hand-offs between tools) and automate it with AI steps that read emails, extract data and decide where it goes.',
    idealFor:
      'Teams that spend hours each week copying data between email, spreadsheets and software.',
    pricing: { kind: 'setup-monthly', setup: 300, monthly: 50 },
    benefits: [
      'Save 15-20 hours of manual work per week',
      'Fewer errors from copy and paste',
      'Connects Google Workspace, CRM and accounting tools',
      'Monitoring and fixes included in the monthly fee',
    ],
  },
  {
    id: 'appointments',
    label: 'Appointment Setter',
    title: 'AI Appointment Setter',
    description:
      'An AI assistant answers enquiries from your website, SMS and social channels around the clock, qualifies leads with your questions and books them straight into your calendar.',
    idealFor: 'Service businesses, clinics and consultants who lose leads after hours.',
    pricing: { kind: 'setup-monthly', setup: 500, monthly: 75 },
    benefits: [
      'Replies to new leads in seconds, 24/7',
      'Books directly into Google or Outlook calendars',
      'Automatic reminders reduce no-shows',
      'Hands conversations to your team when needed',
    ],
  },
  {
    id: 'cold-email',
    label: 'Cold Email',
    title: 'AI Cold Email Campaigns',
    description:
      'We research your ideal customers, write personalised sequences with AI and a human editor, and set up sending domains and warm-up so your emails land in the inbox, not in spam.',
    idealFor:
      'B2B companies and agencies that want a steady stream of qualified sales conversations.',
    pricing: { kind: 'from', amount: 750 },
    benefits: [
      'Targeted prospect lists for your market',
      'Personalised copy for every recipient',
      'Deliverability setup: SPF, DKIM and domain warm-up',
      'Reply tracking and weekly performance reports',
    ],
  },
  {
    id: 'transcription',
    label: 'Call Transcription',
    title: 'AI Call Transcription & Insights',
    description:
      'Every sales and support call is transcribed, summarised and tagged automatically, with action items pushed to your CRM so nothing a customer says gets lost.',
    idealFor:
      'Sales teams, call centres and professional-services firms that take many calls a day.',
    pricing: { kind: 'setup-monthly', setup: 1000, monthly: 100 },
    benefits: [
      'Accurate transcripts within minutes of each call',
      'Summaries and follow-up tasks in your CRM',
      'Searchable call library for coaching',
      'Sentiment and keyword trends over time',
    ],
  },
]
