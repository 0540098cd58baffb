/** Copy and options of /professional-audit, variant A (accessibility-site.md 2, 3, 5, 9). */
import type { SelectOption } from '@/components/form/select-field'

export const professionalAuditPage = {
  eyebrow: 'Professional Mobile App Accessibility Audit',
  title: 'Request Your Professional Audit Quote',
  lead: 'Tell us about your app and we will send a fixed quote for a manual Section 508 and WCAG 2.1 AA audit, usually within one business day.',
  formTitle: 'Audit details',
  submitLabel: 'Request Audit Quote',
  busyLabel: 'Opening Email...',
  mailSubject: 'Professional Mobile App Accessibility Audit Request',
  asideLabel: 'About the audit',
} as const

export const professionalAuditPlatforms: readonly SelectOption[] = [
  { value: 'ios', label: 'iOS' },
  { value: 'android', label: 'Android' },
  { value: 'both', label: 'Both iOS & Android' },
  { value: 'web', label: 'Mobile Web' },
]

export const professionalAuditAppTypes: readonly SelectOption[] = [
  { value: 'government', label: 'Government' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'education', label: 'Education' },
  { value: 'finance', label: 'Finance' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'other', label: 'Other' },
]

export const professionalAuditTimelines: readonly SelectOption[] = [
  { value: 'asap', label: 'ASAP (rush fee applies)' },
  { value: '1week', label: 'Within 1 week' },
  { value: '2weeks', label: 'Within 2 weeks' },
  { value: '1month', label: 'Within 1 month' },
  { value: 'flexible', label: 'Flexible' },
]

export const professionalAuditBudgets: readonly SelectOption[] = [
  { value: '1000-1500', label: '$1,000 - $1,500' },
  { value: '1500-2500', label: '$1,500 - $2,500' },
  { value: '2500-5000', label: '$2,500 - $5,000' },
  { value: '5000+', label: '$5,000+' },
  { value: 'discuss', label: "Let's discuss" },
]

/** The form's own fields (the contact fields are shared with variant B). */
export const professionalAuditFields = {
  appName: { label: 'App Name' },
  platform: {
    label: 'Platform',
    placeholder: 'Select platform',
    options: professionalAuditPlatforms,
  },
  appType: {
    label: 'App Type',
    placeholder: 'Select app type',
    options: professionalAuditAppTypes,
  },
  appStoreUrl: { label: 'App Store URL', placeholder: 'https://apps.apple.com/...' },
  plan: {
    timeline: {
      label: 'Timeline',
      placeholder: 'Select timeline',
      options: professionalAuditTimelines,
    },
    budget: {
      label: 'Budget Range',
      placeholder: 'Select budget',
      options: professionalAuditBudgets,
    },
  },
  specialRequirements: {
    label: 'Special Requirements',
    placeholder: 'Deadlines, compliance targets, test accounts, anything we should know',
  },
} as const

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
