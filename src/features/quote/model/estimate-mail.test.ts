import { describe, expect, it } from 'vitest'
import { mobileQuoteCopy, webQuoteCopy } from '../content/calculator'
import { estimateLines } from './estimate-lines'
import { estimateMail } from './estimate-mail'
import { mobileAppQuote, webAppQuote } from './quote'
import { mobileQuoteDefinition, webQuoteDefinition } from './quote-definitions'

const contact = { name: 'Ann Lee', email: 'ann@acme.test', company: 'Acme' }

describe('estimateMail', () => {
  it('holds the contact, every line item and the total of the spec example', () => {
    const quote = mobileAppQuote({ screens: 8, userAuth: true, timeline: 'rush' })
    const lines = estimateLines(mobileQuoteCopy, mobileQuoteDefinition, quote)
    const mail = estimateMail({
      to: 'hello@example.com',
      product: mobileQuoteCopy.product,
      lines,
      quote,
      values: { contactInfo: contact, additionalFeatures: 'Offline mode' },
    })
    expect(mail.to).toBe('hello@example.com')
    expect(mail.subject).toBe('Mobile App estimate: $4,750 for Ann Lee')
    for (const text of [
      'Name: Ann Lee',
      'Email: ann@acme.test',
      'Company: Acme',
      'Base price — $2,500',
      'Number of Screens: 6-10 — $750',
      'User Authentication — $500',
      'Timeline: Rush (2-4 weeks) — $1,000',
      'Total — $4,750',
      'Additional Features: Offline mode',
    ]) {
      expect(mail.body).toContain(text)
    }
  })

  it('says what is missing instead of leaving a blank, and names no one in the subject', () => {
    const quote = webAppQuote({})
    const mail = estimateMail({
      to: 'hello@example.com',
      product: webQuoteCopy.product,
      lines: estimateLines(webQuoteCopy, webQuoteDefinition, quote),
      quote,
      values: { contactInfo: { name: ' ', email: '', company: '' }, additionalFeatures: '' },
    })
    expect(mail.subject).toBe(`Web App estimate: $${quote.total.toLocaleString('en-US')}`)
    expect(mail.body).toContain('Company: Not provided')
    expect(mail.body).toContain('Additional Features: None')
  })
})
