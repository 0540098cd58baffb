import { describe, expect, it } from 'vitest'
import { buildMailtoLink } from '@/lib/mail/mailto'
import { planMail } from './plan-mail'

describe('planMail', () => {
  it.each([
    ['Professional', 'Professional Professional Audit Request'],
    ['Enterprise', 'Professional Enterprise Audit Request'],
  ])('uses the subject of the %s button', (plan, subject) => {
    const mail = planMail('team@example.com', { plan, price: '$1,200' })
    expect(mail.subject).toBe(subject)
    expect(mail.to).toBe('team@example.com')
  })

  it('names the plan and its price in the body, and the link encodes it', () => {
    const mail = planMail('team@example.com', { plan: 'Professional', price: '$1,200' })
    expect(mail.body).toContain('Professional accessibility audit ($1,200)')
    expect(buildMailtoLink(mail)).toMatch(/^mailto:team@example\.com\?subject=Professional%20/)
  })
})
