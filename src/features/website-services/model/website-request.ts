export interface WebsiteRequestValues {
  endpoint: string
  name: string
  email: string
  phone: string
  company: string
  websiteType: string
  currentWebsite: string
  /** '1' to '5', or 'more'. */
  pages: string
  additionalPages: string
  businessDescription: string
  goals: string
  features: string[]
  timeline: string
  budget: string
  ongoingSupport: boolean
  additionalInfo: string
}

export const websiteRequestDefaults: WebsiteRequestValues = {
  endpoint: '',
  name: '',
  email: '',
  phone: '',
  company: '',
  websiteType: '',
  currentWebsite: '',
  pages: '5',
  additionalPages: '',
  businessDescription: '',
  goals: '',
  features: [],
  timeline: '',
  budget: '$500',
  ongoingSupport: false,
  additionalInfo: '',
}

/**
 * The JSON body of accessibility-site.md section 7: the form's values in words (the feature list
 * as one line, support as Yes or No), with a subject and the readable message. The builder below
 * writes the keys in the spec's order.
 */
export type WebsiteRequestPayload = Omit<
  WebsiteRequestValues,
  'endpoint' | 'features' | 'ongoingSupport'
> & {
  subject: string
  features: string
  ongoingSupport: 'Yes' | 'No'
  message: string
}

/**
 * A single-line field as one line: typed or pasted line breaks (and other vertical space)
 * become one space, so they cannot add header-like lines to the subject or the summary.
 */
export function singleLine(value: string): string {
  return value.replace(/[\s\u0085]+/gu, ' ').trim()
}

function line(label: string, value: string): string {
  return `${label}: ${singleLine(value) || 'Not provided'}`
}

/** The request as the forwarding service receives it, with a readable summary as `message`. */
export function websiteRequestPayload(values: WebsiteRequestValues): WebsiteRequestPayload {
  const features = values.features.join(', ')
  const ongoingSupport = values.ongoingSupport ? 'Yes' : 'No'
  const additionalPages = values.pages === 'more' ? values.additionalPages : ''
  const message = [
    'New Website Services Request',
    '',
    'CONTACT',
    line('Name', values.name),
    line('Email', values.email),
    line('Phone', values.phone),
    line('Company', values.company),
    '',
    'PROJECT',
    line('Type of Website/Business', values.websiteType),
    line('Current Website', values.currentWebsite),
    line('Pages', values.pages),
    line('Additional Pages', additionalPages),
    line('Features', features),
    line('Timeline', values.timeline),
    line('Budget', values.budget),
    line('Ongoing Support', ongoingSupport),
    '',
    'BUSINESS DESCRIPTION',
    values.businessDescription.trim(),
    '',
    'WEBSITE GOALS',
    values.goals.trim(),
    '',
    'ADDITIONAL INFORMATION',
    values.additionalInfo.trim() || 'Not provided',
  ].join('\n')
  return {
    subject: `Website Services Request from ${singleLine(values.name)}`,
    name: values.name,
    email: values.email,
    phone: values.phone,
    company: values.company,
    websiteType: values.websiteType,
    currentWebsite: values.currentWebsite,
    pages: values.pages,
    additionalPages,
    businessDescription: values.businessDescription,
    goals: values.goals,
    features,
    timeline: values.timeline,
    budget: values.budget,
    ongoingSupport,
    additionalInfo: values.additionalInfo,
    message,
  }
}
