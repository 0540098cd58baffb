import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '@/lib/site/site-config'
import { captureMail } from '@/test/capture-mail'
import { FORM_TEST_TIMEOUT, renderWithRouter } from '@/test/render-with-router'
import { expectToast } from '@/test/toasts'
import { GetStartedPage } from './get-started-page'

const render = () => renderWithRouter(<GetStartedPage />, { route: '/(leads)/get-started' })

describe('the service request flow (/get-started)', FORM_TEST_TIMEOUT, () => {
  it('asks for a service before the contact step', async () => {
    const { user } = await render()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await expectToast({
      title: 'Please select a service',
      description: 'Select one of the service options to continue.',
    })
    expect(screen.getByRole('heading', { name: 'What would you like to build?' })).toBeVisible()
  })

  it('names the missing contact details and focuses the first', async () => {
    const mail = captureMail()
    const { user } = await render()
    await user.click(screen.getByRole('radio', { name: /Design System/ }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('heading', { name: "Let's get in touch" })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Submit Request' }))
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    await expectToast({
      title: 'Missing information',
      description: 'Please provide your name and email to continue.',
    })
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Full Name/ })).toHaveFocus())
    expect(mail.links).toEqual([])
  })

  it('opens the mail for the chosen service and thanks the visitor on /confirmation', async () => {
    const mail = captureMail()
    const { user, router } = await render()
    await user.click(screen.getByRole('radio', { name: /Design System/ }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.type(screen.getByRole('textbox', { name: /^Full Name/ }), 'Ann Lee')
    await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'ann@example.com')
    await user.type(screen.getByRole('textbox', { name: /^Company/ }), 'Acme')
    await user.click(screen.getByRole('button', { name: 'Submit Request' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'))
    expect(mail.last()).toEqual({
      to: siteConfig.email,
      subject: 'Service Request: Design System',
      body: [
        'Service Request: Design System',
        '',
        'Name: Ann Lee',
        'Email: ann@example.com',
        'Company: Acme',
        'Phone: Not provided',
        '',
        'Additional Information:',
        'None provided',
      ].join('\n'),
    })
    expect(router.state.location.state.serviceRequest).toEqual({
      service: 'Design System',
      contact: {
        name: 'Ann Lee',
        email: 'ann@example.com',
        company: 'Acme',
        phone: '',
        additionalInfo: '',
      },
    })
  })
})
