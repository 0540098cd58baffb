/** Each automation example's four demo steps, and the words of the dialog that walks through them. */

import type { ExampleId } from './page'

export interface DemoStep {
  title: string
  text: string
}

/** Every demo walks through exactly four steps, then offers Get Started and Schedule Call. */
export const DEMO_STEP_COUNT = 4

export const demoDialog = {
  title: (exampleTitle: string) => `${exampleTitle} Demo`,
  description: 'See how this automation works, step by step.',
  progress: (stepNumber: number, stepCount: number) => `Step ${stepNumber} of ${stepCount}`,
  back: 'Back',
  next: 'Next',
  getStarted: 'Get Started',
  scheduleCall: 'Schedule Call',
} as const

export const demoSteps: Record<ExampleId, readonly DemoStep[]> = {
  invoice: [
    {
      title: 'Job marked complete',
      text: 'Your team marks a job as done in your project tool or a Google Sheet.',
    },
    {
      title: 'Invoice created',
      text: 'An invoice is drafted in QuickBooks or Xero with the right customer, items and tax.',
    },
    {
      title: 'Invoice sent',
      text: 'The customer receives the invoice by email with a secure payment link.',
    },
    {
      title: 'Payment chased and recorded',
      text: 'Polite reminders go out until it is paid, and the payment is reconciled automatically.',
    },
  ],
  'social-media': [
    {
      title: 'Plan in one sheet',
      text: 'Write captions, pick images and dates for the month in a single spreadsheet.',
    },
    {
      title: 'Content checked',
      text: 'Each post is checked for length, hashtags and image size for every network.',
    },
    {
      title: 'Posts scheduled',
      text: 'Posts are queued for Facebook, Instagram, LinkedIn and X at the best times.',
    },
    {
      title: 'Results reported',
      text: 'A weekly summary of reach and engagement lands in your inbox.',
    },
  ],
  'follow-up': [
    { title: 'Trigger detected', text: 'A call ends, a quote is sent or a purchase is made.' },
    {
      title: 'Message personalised',
      text: 'A follow-up is written with the customer’s name, details and next step.',
    },
    {
      title: 'Sent at the right time',
      text: 'The email goes out after the delay you choose, from your own address.',
    },
    {
      title: 'Replies routed',
      text: 'Replies are tracked, and your team is notified when someone responds.',
    },
  ],
  'lead-sync': [
    {
      title: 'Lead captured',
      text: 'Someone fills in a website form, ad form or sends an enquiry email.',
    },
    {
      title: 'Details cleaned',
      text: 'Names, phone numbers and emails are formatted, and duplicates are merged.',
    },
    {
      title: 'Added to your CRM',
      text: 'The lead appears in HubSpot or Salesforce with its source and owner.',
    },
    {
      title: 'Team alerted',
      text: 'The right salesperson gets a Slack or Teams message within seconds.',
    },
  ],
  'order-notifications': [
    { title: 'Order placed', text: 'A new order arrives from your online store or point of sale.' },
    {
      title: 'Team notified',
      text: 'Fulfilment gets an alert with the items, address and delivery method.',
    },
    {
      title: 'Customer updated',
      text: 'The customer receives confirmation and shipping emails with tracking.',
    },
    {
      title: 'Records updated',
      text: 'Inventory, accounting and your CRM are updated automatically.',
    },
  ],
  onboarding: [
    {
      title: 'Contract signed',
      text: 'A new customer signs your proposal or pays their first invoice.',
    },
    {
      title: 'Accounts created',
      text: 'Their folder, portal access and CRM record are set up automatically.',
    },
    {
      title: 'Welcome pack sent',
      text: 'A welcome email arrives with documents, forms and what happens next.',
    },
    {
      title: 'Kickoff call booked',
      text: 'They pick a kickoff time from your calendar, and reminders are sent.',
    },
  ],
}
