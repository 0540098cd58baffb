import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { siteConfig } from '@/lib/site/site-config'
import { captureMail } from '@/test/capture-mail'
import { FORM_TEST_TIMEOUT, renderWithRouter } from '@/test/render-with-router'
import { expectToast } from '@/test/toasts'
import { jobPositions, type JobPosition } from '../content'
import { ApplicationForm } from './application-form'

const job = jobPositions.find((position) => position.id === 'data-scientist') as JobPosition

async function render() {
  const onSubmitted = vi.fn()
  const rendered = await renderWithRouter(<ApplicationForm job={job} onSubmitted={onSubmitted} />, {
    route: '/(leads)/careers',
  })
  return { ...rendered, onSubmitted }
}

const resumeInput = () => screen.getByLabelText(/^Resume/)

describe('the job application form (/careers)', FORM_TEST_TIMEOUT, () => {
  it('names every missing entry, focuses the first, and opens no mail', async () => {
    const mail = captureMail()
    const { user } = await render()
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Please enter your phone number')).toBeInTheDocument()
    expect(screen.getByText('Please attach your resume')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Full Name/ })).toHaveFocus())
    expect(mail.links).toEqual([])
  })

  it('refuses a resume of another type', async () => {
    await render()
    // A drop ignores the picker's filter: the file arrives, and the form says why it cannot go.
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(resumeInput(), new File(['x'], 'resume.png', { type: 'image/png' }))
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(await screen.findByText('Please attach a .pdf, .doc or .docx file')).toBeInTheDocument()
  })

  it('opens the application mail, asks to attach the resume, and closes', async () => {
    const mail = captureMail()
    const { user, onSubmitted } = await render()
    await user.type(screen.getByRole('textbox', { name: /^Full Name/ }), 'Ann Lee')
    await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'ann@example.com')
    await user.type(screen.getByRole('textbox', { name: /^Phone Number/ }), '555 0100')
    await user.upload(resumeInput(), new File(['x'], 'ann-lee.pdf', { type: 'application/pdf' }))
    expect(screen.getByText('ann-lee.pdf')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))

    await waitFor(() => expect(onSubmitted).toHaveBeenCalled())
    expect(mail.last()).toEqual({
      to: siteConfig.email,
      subject: 'Job Application: Data Scientist',
      body: [
        'Job Application: Data Scientist',
        '',
        'Name: Ann Lee',
        'Email: ann@example.com',
        'Phone: 555 0100',
        'Position: Data Scientist',
        'Department: Engineering',
        'Location: Remote',
        '',
        'Resume: ann-lee.pdf',
        'Please attach ann-lee.pdf to this e-mail before you send it: this message does not include it yet.',
        '',
        'Cover Letter:',
        'None provided',
      ].join('\n'),
    })
    await expectToast({
      title: 'Your application e-mail is ready to send',
      description:
        "Attach ann-lee.pdf in your e-mail app, then send the message. We'll be in touch soon.",
      variant: 'success',
      duration: 5000,
    })
  })
})
