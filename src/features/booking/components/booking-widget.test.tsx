import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { siteConfig } from '@/lib/site/site-config'
import { captureMail } from '@/test/capture-mail'
import { FORM_TEST_TIMEOUT, renderWithRouter } from '@/test/render-with-router'
import { expectToast } from '@/test/toasts'
import { BookingWidget } from './booking-widget'

// Wednesday, March 4, 2026, 10:00 in Dallas; only the clock is fixed, timers run.
const NOW = new Date('2026-03-04T16:00:00Z')

async function render() {
  const rendered = await renderWithRouter(<BookingWidget />, { route: '/(leads)/book-call' })
  await screen.findByRole('button', { name: /Choose Friday, March 6, 2026/ })
  return rendered
}

describe('the consultation booking widget (/book-call)', FORM_TEST_TIMEOUT, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('asks for a date first, and explains what is missing instead of opening a mail', async () => {
    const mail = captureMail()
    const { user } = await render()
    expect(screen.getByText('Please select a date first')).toBeInTheDocument()
    const send = screen.getByRole('button', { name: 'Book via Email' })
    expect(send).toHaveAttribute('aria-disabled', 'true')
    await user.click(send)
    await expectToast({
      title: 'Please select a date and time',
      description: 'Both date and time are required to book a call',
    })
    expect(mail.links).toEqual([])
  })

  it('books the chosen slot by mail and clears the choice a second later', async () => {
    const mail = captureMail()
    const { user } = await render()
    await user.click(screen.getByRole('button', { name: /Choose Friday, March 6, 2026/ }))
    const times = screen.getByRole('group', { name: 'Choose a time (CST)' })
    // Ark's calendar hands the chosen day over from its state machine's microtask queue: the
    // day's times render in a later task, which can come after the click resolves.
    expect(
      await within(times).findByRole('radio', { name: /^11:00 AM CST \(Unavailable\)/ }),
    ).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'Phone Call' })).toBeChecked()
    await user.click(within(times).getByRole('radio', { name: /^2:00 PM CST/ }))
    await user.click(screen.getByRole('radio', { name: 'Video Call' }))
    const summary = screen.getByRole('region', { name: 'Your consultation' })
    expect(summary).toHaveTextContent('Friday, March 6, 2026')
    expect(summary).toHaveTextContent('30 minutes')

    await user.click(screen.getByRole('button', { name: 'Book via Email' }))
    expect(mail.last()).toEqual({
      to: siteConfig.email,
      subject: 'Free Consultation Request: Friday, March 6, 2026 at 2:00 PM CST',
      // The mail as the visitor's mail client shows it; each empty field keeps its trailing space.
      body: `Hello,

I would like to book a free consultation.

Date: Friday, March 6, 2026
Time: 2:00 PM CST
Type: Video Call
Duration: 30 minutes

Name: 
Email: 
Phone: 
Company: 
What I would like to discuss: 

Thank you!`,
    })
    await expectToast({
      title: 'Email client opened!',
      description:
        'Your email client should open with a pre-filled request for Friday, March 6, 2026 at 2:00 PM CST. Send it to confirm your booking.',
      variant: 'success',
    })
    await waitFor(
      () => expect(screen.getByText('Please select a date first')).toBeInTheDocument(),
      {
        timeout: 2000,
      },
    )
  })
})
