/** Copy, options and constants of the two audit request pages (accessibility-site.md 2, 3, 5, 9). */

export interface Option {
  value: string
  label: string
}

/** Both audit forms clear themselves this long after the mail client was opened. */
export const RESET_DELAY_MS = 1000

export const mailToasts = {
  opened: {
    title: 'Email Client Opened',
    description:
      'Your email client should open with a pre-filled audit request. Send it to submit your request.',
  },
  failedTitle: 'Error',
  failedDescription: (email: string) => `Please try again or email us directly at ${email}`,
} as const

// Variant A: /professional-audit

export const professionalAuditPage = {
  eyebrow: 'Professional Mobile App Accessibility Audit',
  title: 'Request Your Professional Audit Quote',
  lead: 'Tell us about your app and we will send a fixed quote for a manual Section 508 and WCAG 2.1 AA audit, usually within one business day.',
  formTitle: 'Audit details',
  submitLabel: 'Request Audit Quote',
  busyLabel: 'Opening Email...',
  mailSubject: 'Professional Mobile App Accessibility Audit Request',
} as const

export const platformOptions: readonly Option[] = [
  { value: 'ios', label: 'iOS' },
  { value: 'android', label: 'Android' },
  { value: 'both', label: 'Both iOS & Android' },
  { value: 'web', label: 'Mobile Web' },
]

export const appTypeOptionsA: readonly Option[] = [
  { value: 'government', label: 'Government' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'education', label: 'Education' },
  { value: 'finance', label: 'Finance' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'other', label: 'Other' },
]

export const timelineOptionsA: readonly Option[] = [
  { value: 'asap', label: 'ASAP (rush fee applies)' },
  { value: '1week', label: 'Within 1 week' },
  { value: '2weeks', label: 'Within 2 weeks' },
  { value: '1month', label: 'Within 1 month' },
  { value: 'flexible', label: 'Flexible' },
]

export const budgetOptionsA: readonly Option[] = [
  { value: '1000-1500', label: '$1,000 - $1,500' },
  { value: '1500-2500', label: '$1,500 - $2,500' },
  { value: '2500-5000', label: '$2,500 - $5,000' },
  { value: '5000+', label: '$5,000+' },
  { value: 'discuss', label: "Let's discuss" },
]

export const auditSidebar = {
  includedTitle: 'What you get',
  included: [
    'Manual testing by accessibility specialists',
    'VoiceOver and TalkBack screen reader testing',
    'WCAG 2.1 Level AA and Section 508 checks',
    'Issues ranked by severity with code-level fixes',
    'A follow-up call with your developers',
  ],
  timelineTitle: 'Timeline',
  timeline: [
    { label: 'Standard', value: '5-7 business days' },
    { label: 'Rush', value: '2-3 business days (+50%)' },
  ],
  deliverableTitle: 'Deliverable',
  deliverable: 'PDF report plus implementation guide',
} as const

export const enterprisePitch = {
  title: 'Auditing several apps?',
  text: 'Enterprise plans cover multiple apps with priority support, implementation consulting, ongoing support and volume discounts.',
  cta: { label: 'See enterprise pricing', to: '/pricing' },
} as const

// Variant B: /request-audit

export const requestAuditPage = {
  title: 'Professional Section 508 Audit Request',
  lead: 'Get a manual accessibility audit of your app from specialists who test the way your users and your compliance officers do.',
  formTitle: 'Tell us about your app',
  submitLabel: 'Submit Audit Request',
  busyLabel: 'Opening Email...',
  prefilledNote:
    'The findings of your automated check are filled in below. Add your details and send the request.',
} as const

export const requestHighlights = [
  {
    icon: 'search',
    title: 'Expert Analysis',
    text: 'Certified specialists test every screen by hand with assistive technology.',
  },
  { icon: 'clock', title: 'Fast Turnaround', text: 'Reports in 1-4 weeks' },
  { icon: 'shield', title: 'Compliance Ready', text: 'Section 508, WCAG 2.1, ADA' },
] as const

export const appTypeOptionsB: readonly Option[] = [
  { value: 'ios', label: 'iOS App' },
  { value: 'android', label: 'Android App' },
  { value: 'cross-platform', label: 'Cross-Platform (iOS & Android)' },
  { value: 'web-app', label: 'Web Application' },
  { value: 'multiple', label: 'Multiple Apps' },
]

export const urgencyOptions: readonly Option[] = [
  { value: 'urgent', label: 'Urgent (1-2 weeks)' },
  { value: 'standard', label: 'Standard (3-4 weeks)' },
  { value: 'flexible', label: 'Flexible (4+ weeks)' },
]

/** Spec section 9: how long each urgency takes. */
export const urgencyTimeline: Record<string, string> = {
  urgent: '1-2 weeks',
  standard: '3-4 weeks',
  flexible: '4+ weeks',
}

export const budgetOptionsB: readonly Option[] = [
  '$1,200 (Single App)',
  '$2,000 - $5,000',
  '$5,000 - $10,000',
  '$10,000+',
  'Custom Quote',
].map((label) => ({ value: label, label }))

export const replyNote = 'Please reply within 4 hours to confirm this request and the next steps.'
