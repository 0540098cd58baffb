/** The eight questions of the services FAQ. */
export const faqItems = [
  {
    question: 'How long does a typical project take?',
    answer:
      'A professional website is usually live in 24-48 hours, automations take 1-2 weeks to set up, and custom apps take from 7 days to a few months depending on scope. We agree a timeline before any work starts.',
  },
  {
    question: 'How much do your services cost?',
    answer:
      'Every service has a published starting price, and we confirm a fixed quote after a free discovery call. There are no hidden fees: you know the full cost before you commit.',
  },
  {
    question: 'Do I need technical knowledge to work with you?',
    answer:
      'Not at all. We explain every decision in plain language, handle the technical set-up for you, and train your team on anything they need to manage day to day.',
  },
  {
    question: 'Which tools and platforms do your AI services work with?',
    answer:
      'We work with Google Workspace, Microsoft 365, QuickBooks, Xero, HubSpot, Salesforce, Slack, Teams and hundreds of other tools through their APIs. If a tool has an API, we can usually connect it.',
  },
  {
    question: 'Is my data secure?',
    answer:
      'Yes. We use encrypted connections, least-privilege access and reputable hosting providers, and we sign a confidentiality agreement on request. Your data is never used to train public AI models.',
  },
  {
    question: 'Will my website or app be accessible?',
    answer:
      'Accessibility is part of every project. We design and test against WCAG 2.1 AA and Section 508, so your product works with keyboards, screen readers and other assistive technology.',
  },
  {
    question: 'What happens after launch?',
    answer:
      'Every launch includes 30 days of support. After that you can choose one of our maintenance plans for updates, monitoring and fixes, or take the code in-house: it is yours.',
  },
  {
    question: 'How do we get started?',
    answer:
      'Book a free discovery call or send us a message. We will learn about your goals, recommend the right service and send a proposal with a fixed price and timeline.',
  },
] as const
