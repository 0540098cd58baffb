import { describe, expect, it } from 'vitest'
import { buildMailtoLink } from '@/lib/mail/mailto'
import { contactFormDefaults, contactFormSchema, contactMail } from './contact-form'

const valid = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '',
  company: '',
  message: 'We need a new website.',
}

function messagesFor(values: typeof valid): Record<string, string> {
  const result = contactFormSchema.safeParse(values)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('the contact form schema', () => {
  it('accepts name, email and message, with phone and company optional', () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true)
    expect(contactFormSchema.safeParse({ ...valid, phone: '555', company: 'Acme' }).success).toBe(
      true,
    )
  })

  it.each([
    ['name', '', 'Please enter your name.'],
    ['name', '   ', 'Please enter your name.'],
    ['email', '', 'Please enter your email address.'],
    ['email', 'ann@', 'Please enter a valid email address, like name@example.com.'],
    ['email', 'not an email', 'Please enter a valid email address, like name@example.com.'],
    ['message', '', 'Please enter a message.'],
    ['message', '\n\n', 'Please enter a message.'],
  ] as const)('rejects %s %j with %s', (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value })).toEqual({ [field]: message })
  })

  it('starts with every field empty, so the empty form reports all three required fields', () => {
    expect(Object.keys(messagesFor(contactFormDefaults)).sort()).toEqual([
      'email',
      'message',
      'name',
    ])
  })
})

describe('contactMail', () => {
  it('puts every field in the body and the name (and company) in the subject', () => {
    const mail = contactMail({ ...valid, phone: '(555) 010-0100', company: 'Acme' })
    expect(mail.subject).toBe('Website inquiry from Ann Lee (Acme)')
    expect(mail.body).toBe(
      'Name: Ann Lee\nEmail: ann@example.com\nPhone: (555) 010-0100\nCompany: Acme\n\nMessage:\nWe need a new website.',
    )
  })

  it('marks empty optional fields as not provided', () => {
    const mail = contactMail(valid)
    expect(mail.subject).toBe('Website inquiry from Ann Lee')
    expect(mail.body).toContain('Phone: Not provided\nCompany: Not provided')
  })

  it('cannot add a header through what the visitor typed', () => {
    const mail = contactMail({
      ...valid,
      name: 'Eve\r\nbcc: x@evil.test',
      message: 'a&cc=b?#%0d%0a',
    })
    const link = buildMailtoLink({ to: 'hello@example.com', ...mail })
    const params = new URL(link).searchParams
    expect([...params.keys()]).toEqual(['subject', 'body'])
    expect(params.get('subject')).toBe('Website inquiry from Eve bcc: x@evil.test')
    expect(params.get('body')).toContain('Message:\r\na&cc=b?#%0d%0a')
  })
})
