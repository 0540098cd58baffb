import { describe, expect, it } from 'vitest'
import { requestAuditDefaults, requestAuditMail, type RequestAuditValues } from './request-audit'
import { requestAuditSchema } from './request-audit-schema'

const valid: RequestAuditValues = {
  companyName: 'Acme Health',
  contactName: 'Ann Lee',
  email: 'ann@acme.test',
  phone: '555-010-0199',
  appType: 'cross-platform',
  appUrl: '',
  urgency: 'urgent',
  requirements: 'We need a Section 508 audit before our state contract renewal.',
  budget: '$2,000 - $5,000',
}

function messages(values: RequestAuditValues): Record<string, string> {
  const result = requestAuditSchema.safeParse(values)
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  )
}

describe('request audit schema (variant B)', () => {
  it('accepts a complete request, with or without an app URL', () => {
    expect(messages(valid)).toEqual({})
    expect(messages({ ...valid, appUrl: 'https://apps.apple.com/app/acme' })).toEqual({})
  })

  it('gives exactly the nine messages of the spec', () => {
    expect(messages({ ...requestAuditDefaults, appUrl: 'not a url' })).toEqual({
      companyName: 'Company name must be at least 2 characters',
      contactName: 'Contact name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      appType: 'Please select an app type',
      appUrl: 'Please enter a valid URL',
      urgency: 'Please select urgency level',
      requirements: 'Please provide more details about your requirements',
      budget: 'Please select a budget range',
    })
  })

  it.each([
    ['companyName', 'A', 'Company name must be at least 2 characters'],
    ['contactName', ' B ', 'Contact name must be at least 2 characters'],
    ['email', 'ann@', 'Please enter a valid email address'],
    ['phone', '555-0199', 'Please enter a valid phone number'],
    ['appUrl', 'ftp://files.example.com', 'Please enter a valid URL'],
    ['requirements', 'Too short to help.', 'Please provide more details about your requirements'],
  ] as const)('rejects %s = %j', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })).toEqual({ [field]: message })
  })
})

describe('request audit mail (variant B)', () => {
  it('puts the company and budget in the subject', () => {
    const mail = requestAuditMail('team@example.com', valid)
    expect(mail.subject).toContain('Acme Health')
    expect(mail.subject).toContain('$2,000 - $5,000')
  })

  it.each([
    ['urgent', '1-2 weeks'],
    ['standard', '3-4 weeks'],
    ['flexible', '4+ weeks'],
  ])('gives the timeline of %s urgency', (urgency, timeline) => {
    expect(requestAuditMail('team@example.com', { ...valid, urgency }).body).toContain(
      `Timeline: ${timeline}`,
    )
  })

  it('lists every field, Not provided for an empty app URL, and the 4-hour reply note', () => {
    const body = requestAuditMail('team@example.com', valid).body
    for (const line of [
      'Company: Acme Health',
      'Contact: Ann Lee',
      'Email: ann@acme.test',
      'Phone: 555-010-0199',
      'App Type: Cross-Platform (iOS & Android)',
      'App URL: Not provided',
      'Budget: $2,000 - $5,000',
      'We need a Section 508 audit before our state contract renewal.',
    ]) {
      expect(body).toContain(line)
    }
    expect(body).toMatch(/within 4 hours/)
  })
})
