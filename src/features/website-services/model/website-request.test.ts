import { describe, expect, it } from 'vitest'
import { websiteFeatureOptions } from '../content/request-form'
import { websiteRequestDefaults, websiteRequestPayload } from './website-request'
import { websiteRequestSchema } from './website-request-schema'

const filled = {
  ...websiteRequestDefaults,
  endpoint: 'https://formspree.io/f/abc123',
  name: 'Ann Lee',
  email: 'ann@acme.test',
  websiteType: 'Bakery',
  businessDescription: 'A family bakery in Dallas.',
  goals: 'Take cake orders online.',
  features: ['Contact Form', 'Blog'],
}

describe('website request payload', () => {
  it('has exactly the fields of the spec, in order', () => {
    expect(Object.keys(websiteRequestPayload(filled))).toEqual([
      'subject',
      'name',
      'email',
      'phone',
      'company',
      'websiteType',
      'currentWebsite',
      'pages',
      'additionalPages',
      'businessDescription',
      'goals',
      'features',
      'timeline',
      'budget',
      'ongoingSupport',
      'additionalInfo',
      'message',
    ])
  })

  it('names the sender in the subject, joins features with commas and says Yes or No', () => {
    const payload = websiteRequestPayload(filled)
    expect(payload.subject).toBe('Website Services Request from Ann Lee')
    expect(payload.features).toBe('Contact Form, Blog')
    expect(payload.ongoingSupport).toBe('No')
    expect(websiteRequestPayload({ ...filled, ongoingSupport: true }).ongoingSupport).toBe('Yes')
  })

  it('keeps line breaks typed into single-line fields out of the subject and the summary', () => {
    const payload = websiteRequestPayload({
      ...filled,
      name: 'Ann\r\nBcc: victim@example.com\u2028Lee\u0085',
      company: 'Acme\nEmail: forged@example.com',
    })
    expect(payload.subject).toBe('Website Services Request from Ann Bcc: victim@example.com Lee')
    expect(payload.message).toContain('Name: Ann Bcc: victim@example.com Lee\n')
    expect(payload.message).toContain('Company: Acme Email: forged@example.com\n')
    expect(payload.message.split('\n').filter((row) => row.startsWith('Email:'))).toEqual([
      'Email: ann@acme.test',
    ])
  })

  it('keeps additional pages only when more than 5 pages are asked for', () => {
    const five = websiteRequestPayload({ ...filled, additionalPages: 'Menu, Catering' })
    expect(five.additionalPages).toBe('')
    const more = websiteRequestPayload({ ...filled, pages: 'more', additionalPages: 'Menu' })
    expect(more.additionalPages).toBe('Menu')
    expect(more.message).toContain('Additional Pages: Menu')
  })

  it('summarises every field in the message', () => {
    const { message } = websiteRequestPayload(filled)
    for (const text of [
      'Name: Ann Lee',
      'Email: ann@acme.test',
      'Phone: Not provided',
      'Type of Website/Business: Bakery',
      'Pages: 5',
      'Features: Contact Form, Blog',
      'Budget: $500',
      'Ongoing Support: No',
      'A family bakery in Dallas.',
      'Take cake orders online.',
    ]) {
      expect(message).toContain(text)
    }
  })

  it('starts with 5 pages, the $500 budget, no features and no support', () => {
    expect(websiteRequestDefaults).toMatchObject({
      pages: '5',
      budget: '$500',
      features: [],
      ongoingSupport: false,
    })
    expect(websiteFeatureOptions).toHaveLength(10)
  })
})

describe('website request schema', () => {
  const schema = websiteRequestSchema({ forwardingHost: 'formspree.io', allowLoopback: false })
  const fieldsIn = (values: typeof filled) =>
    (schema.safeParse(values).error?.issues ?? []).map((issue) => issue.path[0])

  it('accepts a complete request and an empty endpoint (reported when sending)', () => {
    expect(fieldsIn(filled)).toEqual([])
    expect(fieldsIn({ ...filled, endpoint: '' })).toEqual([])
  })

  it('requires name, email, type, description and goals', () => {
    expect(fieldsIn({ ...websiteRequestDefaults })).toEqual([
      'name',
      'email',
      'websiteType',
      'businessDescription',
      'goals',
    ])
  })

  it('refuses an endpoint on another host', () => {
    const result = schema.safeParse({ ...filled, endpoint: 'https://evil.example/f/1' })
    expect(result.error?.issues[0]?.message).toMatch(/https address on formspree\.io/)
  })
})
