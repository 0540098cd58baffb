/** Copy of the automation page; each example's demo steps and the demo dialog's words are in demos.ts. */

/** Spec section 9: automation setup takes 1-2 weeks. */
export const AUTOMATION_SETUP_TIME = '1-2 weeks'

export const automationHero = {
  eyebrow: 'Business automation',
  title: 'Automate the Busywork. Grow the Business.',
  lead: `We connect the tools you already use so invoices, follow-ups, lead capture and onboarding run on their own. Most automations are live in ${AUTOMATION_SETUP_TIME}.`,
  actions: [
    { label: 'Get a Free Automation Audit', to: '/contact', emphasis: 'primary' },
    { label: 'Book a Strategy Call', to: '/book-call', emphasis: 'secondary' },
  ],
} as const

export const freeAudit = {
  title: 'Free Automation Audit',
  text: 'In a 30-minute review we look at how work moves through your business and show you the three automations that would save you the most time, with a fixed price for each. No obligation.',
  points: ['Map of your current workflow', 'Hours you could save each week', 'A fixed-price plan'],
  action: { label: 'Request My Free Audit', to: '/contact' },
} as const

export const integrations = {
  title: 'Works With the Tools You Already Use',
  lead: 'No rip-and-replace: we connect your existing software so data flows between it automatically.',
  items: [
    {
      title: 'Google Workspace',
      text: 'Gmail, Calendar, Drive, Sheets and Forms: file attachments, log form responses and schedule meetings automatically.',
    },
    {
      title: 'Accounting & CRM',
      text: 'QuickBooks, Xero, HubSpot and Salesforce kept in sync: new customers, deals, invoices and payments everywhere at once.',
    },
    {
      title: 'Team Chat',
      text: 'Slack and Microsoft Teams alerts for new leads, orders and approvals, so your team acts in minutes rather than hours.',
    },
  ],
} as const

export const customServices = {
  title: 'Custom Automation Services',
  lead: 'When an off-the-shelf connector is not enough, we build exactly what you need.',
  items: [
    {
      title: 'Web Scraping',
      text: 'Collect prices, listings, leads or public records from websites on a schedule, cleaned and delivered to a spreadsheet or database.',
    },
    {
      title: 'API Integrations',
      text: 'Custom connections between your systems and any service with an API, with error handling, retries and alerts built in.',
    },
  ],
} as const

export type ExampleId =
  'invoice' | 'social-media' | 'follow-up' | 'lead-sync' | 'order-notifications' | 'onboarding'

export const examples = {
  title: 'Automation Examples',
  lead: 'Six automations our clients use every day. Open a demo to see how each one works, step by step.',
  demoButton: 'View Demo',
  /** The demo button's accessible name, which says which example it opens. */
  demoButtonLabel: (exampleTitle: string) => `View Demo: ${exampleTitle}`,
  items: [
    {
      id: 'invoice',
      title: 'Invoice Automation',
      text: 'Create, send and chase invoices automatically when a job is marked complete.',
    },
    {
      id: 'social-media',
      title: 'Social Media Scheduling',
      text: 'Plan a month of posts in one sheet and publish them to every channel on time.',
    },
    {
      id: 'follow-up',
      title: 'Follow-up Emails',
      text: 'Send personal follow-ups after calls, quotes and purchases without lifting a finger.',
    },
    {
      id: 'lead-sync',
      title: 'Lead Sync',
      text: 'Capture leads from forms, ads and email and put them straight into your CRM.',
    },
    {
      id: 'order-notifications',
      title: 'Order Notifications',
      text: 'Alert your team and update your customer the moment an order is placed or ships.',
    },
    {
      id: 'onboarding',
      title: 'Customer Onboarding',
      text: 'Welcome new customers with accounts, documents and a kickoff call booked for them.',
    },
  ] satisfies ReadonlyArray<{ id: ExampleId; title: string; text: string }>,
} as const

export const results = {
  title: 'Results Our Clients See',
  items: [
    { value: '15-20 hours', label: 'saved per week' },
    { value: '5x', label: 'faster lead response' },
    { value: '90%', label: 'fewer manual errors' },
  ],
} as const

export const automationCta = {
  title: 'Ready to Get Your Time Back?',
  text: `Tell us what slows your team down. We will design the automation, set it up in ${AUTOMATION_SETUP_TIME} and support it after launch.`,
  actions: [
    { label: 'Contact Us', to: '/contact', emphasis: 'primary' },
    { label: 'Book a Call', to: '/book-call', emphasis: 'secondary' },
  ],
} as const
