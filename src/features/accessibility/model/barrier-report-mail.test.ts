import { describe, expect, it } from 'vitest'
import { buildMailtoLink } from '@/lib/mail/mailto'
import { barrierReportMail } from './barrier-report-mail'

const copy = {
  subject: 'Accessibility barrier',
  pageLabel: 'Page address',
  prompts: ['What I was trying to do:', 'What happened:'],
}

describe('barrierReportMail', () => {
  it('names the page address first, then leaves a line after each prompt', () => {
    expect(
      barrierReportMail('hello@example.org', 'https://example.org/accessibility', copy),
    ).toEqual({
      to: 'hello@example.org',
      subject: 'Accessibility barrier',
      body: 'Page address: https://example.org/accessibility\n\nWhat I was trying to do:\n\nWhat happened:',
    })
  })

  it('keeps a page address with a query intact inside the mail link', () => {
    const link = buildMailtoLink(
      barrierReportMail('hello@example.org', 'https://example.org/sandbox?tab=a&b=c', copy),
    )
    const body = new URLSearchParams(new URL(link).search).get('body') ?? ''
    expect(body.split('\r\n')[0]).toBe('Page address: https://example.org/sandbox?tab=a&b=c')
  })
})
