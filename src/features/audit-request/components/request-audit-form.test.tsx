import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '@/lib/site/site-config'
import { captureMail } from '@/test/capture-mail'
import { FORM_TEST_TIMEOUT, renderWithRouter } from '@/test/render-with-router'
import { findToast } from '@/test/toasts'
import { parseRequestAuditSearch } from '../model/request-audit-prefill'
import { RequestAuditForm } from './request-audit-form'

const render = (url = '/request-audit') =>
  renderWithRouter(<RequestAuditForm />, {
    route: '/(leads)/request-audit',
    url,
    validateSearch: parseRequestAuditSearch,
  })

describe('the audit request form (variant B)', FORM_TEST_TIMEOUT, () => {
  it("shows the spec's message for every required entry and opens no mail", async () => {
    const mail = captureMail()
    const { user } = await render()
    await user.type(screen.getByRole('textbox', { name: /^App URL/ }), 'not a url')
    await user.click(screen.getByRole('button', { name: 'Submit Audit Request' }))
    for (const message of [
      'Company name must be at least 2 characters',
      'Contact name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select an app type',
      'Please enter a valid URL',
      'Please select urgency level',
      'Please provide more details about your requirements',
      'Please select a budget range',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(mail.links).toEqual([])
  })

  it('opens the mail naming the company and budget, with the reply note', async () => {
    const mail = captureMail()
    const { user } = await render()
    await user.type(screen.getByRole('textbox', { name: /^Company Name/ }), 'Chen & Co')
    await user.type(screen.getByRole('textbox', { name: /^Contact Name/ }), 'Mei Chen')
    await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'mei@chen.test')
    await user.type(screen.getByRole('textbox', { name: /^Phone Number/ }), '(555) 010-0100')
    await user.selectOptions(screen.getByRole('combobox', { name: /^App Type/ }), 'ios')
    await user.selectOptions(screen.getByRole('combobox', { name: /^Urgency/ }), 'urgent')
    await user.selectOptions(screen.getByRole('combobox', { name: /^Budget/ }), '$2,000 - $5,000')
    await user.type(
      screen.getByRole('textbox', { name: /^Requirements/ }),
      'Checkout and sign-up flows first.',
    )
    await user.click(screen.getByRole('button', { name: 'Submit Audit Request' }))

    await waitFor(() => expect(mail.links).toHaveLength(1))
    expect(mail.last()).toEqual({
      to: siteConfig.email,
      subject: 'Section 508 Audit Request: Chen & Co ($2,000 - $5,000)',
      body: [
        'Professional Section 508 Audit Request',
        '',
        'Company: Chen & Co',
        'Contact: Mei Chen',
        'Email: mei@chen.test',
        'Phone: (555) 010-0100',
        'App Type: iOS App',
        'App URL: Not provided',
        'Urgency: Urgent (1-2 weeks)',
        'Timeline: 1-2 weeks',
        'Budget: $2,000 - $5,000',
        '',
        'Requirements:',
        'Checkout and sign-up flows first.',
        '',
        'Please reply within 4 hours to confirm this request and the next steps.',
      ].join('\n'),
    })
    await findToast('Email Client Opened')
  })

  it('fills in the findings a link carries, and says so', async () => {
    await render('/request-audit?appType=android&requirements=Contrast%20fails%20on%20Home')
    expect(
      await screen.findByText(
        'The findings of your automated check are filled in below. Add your details and send the request.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: /^App Type/ })).toHaveValue('android')
    expect(screen.getByRole('textbox', { name: /^Requirements/ })).toHaveValue(
      'Contrast fails on Home',
    )
  })
})
