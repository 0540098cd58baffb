/** Copy and options of /request-audit, variant B (accessibility-site.md 2, 3, 5, 7, 9). */
import type { SelectOption } from '@/components/form/select-field'
import { requestAuditAppTypes } from './app-types'

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

export const requestAuditUrgencies: readonly SelectOption[] = [
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

export const requestAuditBudgets: readonly SelectOption[] = [
  '$1,200 (Single App)',
  '$2,000 - $5,000',
  '$5,000 - $10,000',
  '$10,000+',
  'Custom Quote',
].map((label) => ({ value: label, label }))

/** The form's own fields (the contact fields are shared with variant A). */
export const requestAuditFields = {
  appType: { label: 'App Type', placeholder: 'Select app type', options: requestAuditAppTypes },
  appUrl: {
    label: 'App URL',
    placeholder: 'https://',
    helperText: 'Optional: a store listing or web address.',
  },
  plan: {
    timeline: { label: 'Urgency', placeholder: 'Select urgency', options: requestAuditUrgencies },
    budget: { label: 'Budget', placeholder: 'Select budget range', options: requestAuditBudgets },
  },
  requirements: {
    label: 'Requirements',
    placeholder: 'Which screens and flows matter most, deadlines, compliance targets',
    helperText: 'At least 20 characters.',
  },
} as const

export const replyNote = 'Please reply within 4 hours to confirm this request and the next steps.'
