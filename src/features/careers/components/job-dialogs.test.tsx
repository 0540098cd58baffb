import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { siteConfig } from '@/lib/site/site-config'
import { captureMail } from '@/test/capture-mail'
import { FORM_TEST_TIMEOUT, renderWithRouter } from '@/test/render-with-router'
import { expectToast, shownToasts } from '@/test/toasts'
import { applicationToasts } from '../content'
import { CareersPage } from './careers-page'

// The dialogs open from the page's job cards, which hold which job is shown and whether.
const render = () => renderWithRouter(<CareersPage />, { route: '/(leads)/careers' })

type User = Awaited<ReturnType<typeof render>>['user']

const viewDetails = () => screen.getByRole('button', { name: 'View Details: Data Scientist' })
const detailDialog = () => screen.getByRole('dialog', { name: 'Data Scientist' })
const applyDialog = () => screen.findByRole('dialog', { name: 'Apply for Data Scientist' })

/** Finds the position by search, opens its details, then its application. */
async function openApplication(user: User) {
  await user.type(screen.getByRole('searchbox', { name: 'Search positions' }), 'scien')
  expect(screen.getByRole('status')).toHaveTextContent('1 position')
  await user.click(viewDetails())
  await user.click(within(detailDialog()).getByRole('button', { name: 'Apply Now' }))
  return applyDialog()
}

/** Fills in what the application needs and sends it. */
async function submitApplication(user: User, application: HTMLElement) {
  const field = (name: RegExp) => within(application).getByRole('textbox', { name })
  await user.type(field(/^Full Name/), 'Ann Lee')
  await user.type(field(/^Email Address/), 'ann@example.com')
  await user.type(field(/^Phone Number/), '555 0100')
  await user.upload(
    within(application).getByLabelText(/^Resume/),
    new File(['x'], 'ann-lee.pdf', { type: 'application/pdf' }),
  )
  await user.click(within(application).getByRole('button', { name: 'Submit Application' }))
}

describe('the job detail and application dialogs (/careers)', FORM_TEST_TIMEOUT, () => {
  it("shows the position's details, and steps back out one dialog at a time", async () => {
    const { user } = await render()
    await user.click(viewDetails())
    const details = detailDialog()
    expect(details).toHaveAccessibleDescription('Engineering · Remote · Full-time')
    expect(within(details).getByRole('heading', { name: 'Requirements' })).toBeInTheDocument()

    await user.click(within(details).getByRole('button', { name: 'Apply Now' }))
    const application = await applyDialog()
    expect(application).toHaveAccessibleDescription(
      'Fill in your details and attach your resume. Fields marked * are required.',
    )
    // Escape where the visitor is, in the application form.
    await user.click(within(application).getByRole('textbox', { name: /^Full Name/ }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(1))
    expect(detailDialog()).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply Now' })).toHaveFocus())

    await user.click(within(detailDialog()).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(viewDetails()).toHaveFocus())
  })

  it('sends the application, then closes both dialogs with a toast and a clear form', async () => {
    const mail = captureMail()
    const { user } = await render()
    const application = await openApplication(user)
    await submitApplication(user, application)

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(mail.last()).toMatchObject({
      to: siteConfig.email,
      subject: 'Job Application: Data Scientist',
    })
    await expectToast({
      ...applicationToasts.mailReady('ann-lee.pdf'),
      variant: 'success',
      duration: 5000,
    })
    expect(await shownToasts()).toEqual([applicationToasts.mailReady('ann-lee.pdf').title])
    await waitFor(() => expect(viewDetails()).toHaveFocus())

    await user.click(viewDetails())
    await user.click(within(detailDialog()).getByRole('button', { name: 'Apply Now' }))
    const again = await applyDialog()
    expect(within(again).getByRole('textbox', { name: /^Full Name/ })).toHaveValue('')
    expect(within(again).queryByText('ann-lee.pdf')).not.toBeInTheDocument()
  })

  it('keeps both dialogs and the entries open when the mail cannot be opened', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('blocked')
    })
    const { user } = await render()
    const application = await openApplication(user)
    await submitApplication(user, application)
    await expectToast({
      title: 'Error',
      description: `Please try again or email us directly at ${siteConfig.email}`,
      variant: 'destructive',
    })
    expect(screen.getByRole('dialog', { name: 'Apply for Data Scientist' })).toBe(application)
    // The details stay open beneath it, out of the accessibility tree while it is on top.
    expect(screen.getByRole('dialog', { name: 'Data Scientist', hidden: true })).toBeVisible()
    expect(within(application).getByRole('textbox', { name: /^Full Name/ })).toHaveValue('Ann Lee')
  })
})
