import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { siteConfig } from '@/lib/site/site-config'
import { captureMail } from '@/test/capture-mail'
import { FORM_TEST_TIMEOUT, renderWithRouter } from '@/test/render-with-router'
import { expectToast } from '@/test/toasts'
import { ContactForm } from './contact-form'

const render = () => renderWithRouter(<ContactForm />, { route: '/(marketing)/contact' })

type User = Awaited<ReturnType<typeof render>>['user']

async function fillRequired(user: User) {
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ann Lee')
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ann@example.com')
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'A new website, please.')
}

describe('the contact form', FORM_TEST_TIMEOUT, () => {
  it('names the three required fields when sent empty, and opens nothing', async () => {
    const mail = captureMail()
    const { user } = await render()
    await user.click(await screen.findByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument()
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument()
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Phone/ })).not.toBeRequired()
    expect(screen.getByRole('textbox', { name: /Company/ })).not.toBeRequired()
    expect(mail.links).toEqual([])
  })

  it('opens the mail client to the site address, confirms, and clears the fields after 1 s', async () => {
    const mail = captureMail()
    const { user } = await render()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByRole('button', { name: 'Opening Email...' })).toBeDisabled()
    expect(mail.last()).toEqual({
      to: siteConfig.email,
      subject: 'Website inquiry from Ann Lee',
      body: [
        'Name: Ann Lee',
        'Email: ann@example.com',
        'Phone: Not provided',
        'Company: Not provided',
        '',
        'Message:',
        'A new website, please.',
      ].join('\n'),
    })
    await expectToast({
      title: 'Email client opened!',
      description:
        'Your default email client should open with a pre-filled message. Send it to submit your inquiry.',
      variant: 'success',
    })
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Ann Lee')
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue(''), {
      timeout: 2000,
    })
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('reports a failure with the address to write to, and keeps what was typed', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('blocked')
    })
    const { user } = await render()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await expectToast({
      title: 'Something went wrong.',
      description: `Please try again or email us directly at ${siteConfig.email}`,
      variant: 'destructive',
    })
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Ann Lee')
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled()
  })
})
