/** Copy, options and constants of the website request form (accessibility-site.md 3-9). */
import type { ContactFieldsCopy } from '@/components/form/contact-fields'
import type { SelectOption } from '@/components/form/select-field'

export const websiteRequestCopy = {
  title: 'Website Request Form',
  lead: 'Tell us about your business and the website you need. We reply within one business day.',
  submit: 'Submit Request',
  busy: 'Submitting...',
  /** Over the page while the request is on its way. */
  sendingOverlay: 'Sending your request…',
  endpointLabel: 'Formspree Endpoint URL',
  endpointHint: (host: string) =>
    `Where this form sends your request: your form's address on ${host}, e.g. https://${host}/f/yourFormId.`,
  contactTitle: 'Contact information',
  aboutTitle: 'About your website',
  offlineNote:
    'You are offline. You can still send this form: your request is kept on this device and sent when the connection returns.',
} as const

export const websitePageOptions: readonly SelectOption[] = [
  { value: '1', label: '1 page' },
  { value: '2', label: '2 pages' },
  { value: '3', label: '3 pages' },
  { value: '4', label: '4 pages' },
  { value: '5', label: '5 pages' },
  { value: 'more', label: 'More than 5 pages' },
]

export const websiteFeatureOptions = [
  'Contact Form',
  'Photo Gallery',
  'Online Store/E-commerce',
  'Blog',
  'Social Media Integration',
  'Google Maps Integration',
  'Customer Reviews/Testimonials',
  'Newsletter Signup',
  'Appointment Booking',
  'Live Chat',
] as const

export const websiteTimelineOptions: readonly SelectOption[] = [
  'ASAP',
  '1-2 weeks',
  '1 month',
  '2-3 months',
  'No rush',
].map((value) => ({ value, label: value }))

export const websiteBudgetOptions: readonly SelectOption[] = [
  { value: '$500', label: '$500 (Standard package)' },
  { value: '$500+', label: '$500+ (With additional pages)' },
  { value: 'Custom', label: 'Custom' },
]

/** The lightning overlay stays this long after the request has ended. */
export const OVERLAY_LINGER_MS = 500
export const submitToasts = {
  success: {
    title: 'Request submitted successfully!',
    description: "We'll contact you shortly to discuss your website project.",
  },
  failure: {
    title: 'Failed to send request',
    description: 'Please check your Formspree endpoint and try again.',
  },
  queued: {
    title: 'Saved on this device',
    description:
      'Your request will be sent when the connection returns. You can see or cancel it on this page.',
  },
  gaveUp: {
    title: 'Failed to send request',
    description:
      'The form service kept answering with an error. Your request is kept on this device: try again or cancel it on this page.',
  },
  redirected: {
    title: 'Failed to send request',
    description:
      'The form service answered with a redirect, so your request was not sent. It is kept on this device: check the endpoint, edit it and send it again.',
  },
  blocked: {
    title: 'Failed to send request',
    description:
      'Its address is not one this site sends requests to, so it was not sent. It is kept on this device: check the endpoint, edit it and send it again.',
  },
  refused: (status: number) => ({
    title: 'Failed to send request',
    description: `The form service refused your request (${status}). It is kept on this device: edit it and send it again.`,
  }),
  endpointRequired: {
    title: 'Formspree endpoint required',
    description: 'Please enter your Formspree endpoint URL to send emails.',
  },
} as const

/** Who is asking, in the order the form asks. */
export const requesterFields = {
  name: { label: 'Full Name' },
  email: { label: 'Email Address' },
  phone: { label: 'Phone Number' },
  company: { label: 'Company Name' },
} as const satisfies ContactFieldsCopy

export const websiteFields = {
  websiteType: {
    label: 'Type of Website/Business',
    placeholder: 'e.g. Restaurant, law firm, salon',
  },
  currentWebsite: { label: 'Current Website', placeholder: 'https://' },
  pages: { label: 'Number of Pages', options: websitePageOptions },
  additionalPages: {
    label: 'Additional Pages',
    helperText: 'How many more pages, and what they are ($75 per additional page).',
  },
  businessDescription: { label: 'Describe Your Business' },
  goals: {
    label: 'Website Goals',
    placeholder: 'e.g. More bookings, online orders, a professional presence',
  },
  features: { legend: 'Features you need' },
  plan: {
    timeline: {
      label: 'Timeline',
      placeholder: 'Select timeline',
      options: websiteTimelineOptions,
    },
    budget: { label: 'Budget', options: websiteBudgetOptions },
  },
  ongoingSupport: { label: 'Add ongoing support ($50/month, includes 1 hour of monthly updates)' },
  additionalInfo: { label: 'Additional Information' },
} as const
