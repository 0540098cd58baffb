import { describe, expect, it } from 'vitest'
import { serviceOptions } from '../content'
import { defaultConfirmation, readConfirmation } from './confirmation-state'
import { serviceContactSchema } from './service-contact-schema'
import {
  firstName,
  hasRequiredContact,
  serviceContactDefaults,
  serviceRequestMail,
} from './service-request'

describe('service options', () => {
  it('are the five of the spec', () => {
    expect(serviceOptions.map((option) => option.id)).toEqual([
      'mobile-app',
      'design-system',
      'custom-software',
      'government-solutions',
      'ui-ux-design',
    ])
  })
})

describe('service request mail', () => {
  const contact = { ...serviceContactDefaults, name: 'Ann Lee', email: 'ann@acme.test' }

  it('names the service in the subject and marks empty fields', () => {
    const mail = serviceRequestMail('team@example.com', 'Design System', contact)
    expect(mail.subject).toBe('Service Request: Design System')
    expect(mail.body).toContain('Name: Ann Lee\nEmail: ann@acme.test')
    expect(mail.body).toContain('Company: Not provided\nPhone: Not provided')
    expect(mail.body).toContain('Additional Information:\nNone provided')
  })

  it('keeps what was entered', () => {
    const mail = serviceRequestMail('team@example.com', 'UI/UX Design', {
      ...contact,
      company: 'Acme',
      phone: '555-0100',
      additionalInfo: 'A redesign of our portal.',
    })
    expect(mail.body).toContain('Company: Acme\nPhone: 555-0100')
    expect(mail.body).toContain('A redesign of our portal.')
  })

  it('needs a name and an email', () => {
    expect(hasRequiredContact(contact)).toBe(true)
    expect(hasRequiredContact({ name: ' ', email: 'ann@acme.test' })).toBe(false)
    expect(hasRequiredContact({ name: 'Ann', email: '' })).toBe(false)
    expect(serviceContactSchema.safeParse(contact).success).toBe(true)
    const issues = serviceContactSchema.safeParse(serviceContactDefaults).error?.issues ?? []
    expect(issues.map((issue) => issue.message)).toEqual([
      'Please enter your name',
      'Please enter a valid email address',
    ])
  })

  it('greets by first name', () => {
    expect(firstName('  Ann Marie Lee ')).toBe('Ann')
    expect(firstName('')).toBe('')
  })
})

describe('readConfirmation', () => {
  it('reads the contact name and service from navigation state', () => {
    expect(
      readConfirmation({
        serviceRequest: {
          contact: { ...serviceContactDefaults, name: 'Ann Lee' },
          service: 'Design System',
        },
      }),
    ).toEqual({ name: 'Ann Lee', service: 'Design System' })
  })

  it.each([undefined, null, {}, { serviceRequest: 5 }])('finds no request in %j', (state) => {
    expect(readConfirmation(state)).toBeNull()
  })

  it.each([{ serviceRequest: {} }, { serviceRequest: { service: 7, contact: { name: 3 } } }])(
    'falls back to the defaults within a request: %j',
    (state) => {
      expect(readConfirmation(state)).toEqual(defaultConfirmation)
    },
  )

  it('keeps markup as plain text (React escapes it when rendering)', () => {
    const state = {
      serviceRequest: { contact: { name: '<img src=x onerror=alert(1)>' }, service: '<b>x</b>' },
    }
    expect(readConfirmation(state)).toEqual({
      name: '<img src=x onerror=alert(1)>',
      service: '<b>x</b>',
    })
  })
})
