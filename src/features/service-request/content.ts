import type { ContactFieldsCopy } from '@/components/form/contact-fields'

/** Copy of the service request flow and the thank-you screen (accessibility-site.md 2-5, 8, 9). */

export interface ServiceOption {
  id: string
  title: string
  description: string
}

export const serviceOptions: readonly ServiceOption[] = [
  {
    id: 'mobile-app',
    title: 'Mobile App Development',
    description:
      'Native and cross-platform iOS and Android apps, from first prototype to app store.',
  },
  {
    id: 'design-system',
    title: 'Design System',
    description: 'Accessible components, tokens and guidelines that keep every product consistent.',
  },
  {
    id: 'custom-software',
    title: 'Custom Software',
    description: 'Web applications, portals and integrations built around how your team works.',
  },
  {
    id: 'government-solutions',
    title: 'Government Solutions',
    description: 'Section 508 compliant, secure systems for federal, state and local agencies.',
  },
  {
    id: 'ui-ux-design',
    title: 'UI/UX Design',
    description: 'Research, wireframes and polished interfaces that people find easy to use.',
  },
]

export const flowCopy = {
  selectTitle: 'What would you like to build?',
  selectLead:
    'Choose the service that fits your project best. You can tell us more in the next step.',
  continue: 'Continue',
  contactTitle: "Let's get in touch",
  contactLead: 'Leave your details and we will get back to you within one business day.',
  chosen: 'Selected service',
  change: 'Change service',
  submit: 'Submit Request',
  busy: 'Submitting...',
} as const

/** The contact step's fields, in the order it asks for them. */
export const contactStepFields = {
  name: { label: 'Full Name' },
  email: { label: 'Email Address' },
  company: { label: 'Company' },
  phone: { label: 'Phone Number' },
} as const satisfies ContactFieldsCopy

export const contactStepNotes = {
  label: 'Additional Information',
  placeholder: 'Goals, timeline, budget or anything else we should know',
} as const

export const flowToasts = {
  noService: {
    title: 'Please select a service',
    description: 'Select one of the service options to continue.',
  },
  missingContact: {
    title: 'Missing information',
    description: 'Please provide your name and email to continue.',
  },
  failed: (email: string) => ({
    title: 'Error',
    description: `Please try again or email us directly at ${email}`,
  }),
} as const

export const confirmationCopy = {
  thanks: 'Thank You, ',
  received: "We've received your request for ",
  soon: "We'll be in touch soon!",
  home: 'Return to Home',
  defaultService: 'service',
} as const

/** /confirmation opened directly, with no request behind it. */
export const noRequestCopy = {
  title: 'No request to confirm',
  text: 'This page confirms a service request once you have sent one. Tell us what you would like to build and we will be in touch.',
  start: 'Request a Service',
  home: 'Return to Home',
} as const

/** The celebration on the thank-you screen appears after this delay. */
export const REVEAL_DELAY_MS = 2000
