import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '@/lib/site/site-config'
import { captureMail } from '@/test/capture-mail'
import { FORM_TEST_TIMEOUT, renderWithRouter } from '@/test/render-with-router'
import { expectToast } from '@/test/toasts'
import { ProfessionalAuditForm } from './professional-audit-form'

const render = () =>
  renderWithRouter(<ProfessionalAuditForm />, { route: '/(leads)/professional-audit' })

describe('the professional audit form (variant A)', FORM_TEST_TIMEOUT, () => {
  it('marks company, contact, email, app name, platform and app type as required', async () => {
    const mail = captureMail()
    const { user } = await render()
    for (const name of ['Company Name', 'Contact Name', 'Email Address', 'App Name']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${name}`) })).toBeRequired()
    }
    expect(screen.getByRole('combobox', { name: /^Platform/ })).toBeRequired()
    expect(screen.getByRole('combobox', { name: /^App Type/ })).toBeRequired()
    expect(screen.getByRole('textbox', { name: /^Phone Number/ })).not.toBeRequired()
    await user.click(screen.getByRole('button', { name: 'Request Audit Quote' }))
    expect(mail.links).toEqual([])
  })

  it('opens the mail with every field, says so, and clears the form a second later', async () => {
    const mail = captureMail()
    const { user } = await render()
    await user.type(screen.getByRole('textbox', { name: /^Company Name/ }), 'Acme Health')
    await user.type(screen.getByRole('textbox', { name: /^Contact Name/ }), 'Ann Lee')
    await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'ann@acme.test')
    await user.type(screen.getByRole('textbox', { name: /^App Name/ }), 'Acme Care')
    await user.selectOptions(screen.getByRole('combobox', { name: /^Platform/ }), 'both')
    await user.selectOptions(screen.getByRole('combobox', { name: /^App Type/ }), 'healthcare')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Timeline' }), 'asap')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget Range' }), '5000+')
    await user.click(screen.getByRole('button', { name: 'Request Audit Quote' }))

    await waitFor(() => expect(mail.links).toHaveLength(1))
    expect(mail.last()).toEqual({
      to: siteConfig.email,
      subject: 'Professional Mobile App Accessibility Audit Request',
      body: [
        'Professional Mobile App Accessibility Audit Request',
        '',
        'Company Name: Acme Health',
        'Contact Name: Ann Lee',
        'Email: ann@acme.test',
        'Phone: Not provided',
        'App Name: Acme Care',
        'Platform: Both iOS & Android',
        'App Type: Healthcare',
        'App Store URL: Not provided',
        'Timeline: ASAP (rush fee applies)',
        'Budget: $5,000+',
        'Special Requirements: Not provided',
      ].join('\n'),
    })
    await expectToast({
      title: 'Email Client Opened',
      description:
        'Your email client should open with a pre-filled audit request. Send it to submit your request.',
      variant: 'success',
    })
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: /^Company Name/ })).toHaveValue(''),
      { timeout: 2000 },
    )
  })
})
