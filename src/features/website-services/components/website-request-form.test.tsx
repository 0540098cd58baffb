import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { confirmOnline } from '@/lib/network/connectivity'
import type { Outbox } from '@/lib/outbox/use-outbox'
import { siteConfig } from '@/lib/site/site-config'
import { FORM_TEST_TIMEOUT, renderWithRouter } from '@/test/render-with-router'
import { expectToast, findToast } from '@/test/toasts'
import { WebsiteRequestForm } from './website-request-form'

vi.mock('@/lib/network/connectivity', async (original) => ({
  ...(await original<typeof import('@/lib/network/connectivity')>()),
  confirmOnline: vi.fn(),
  checkConnection: () => Promise.resolve(true),
  useOnlineStatus: () => true,
}))
const outbox: Outbox = { entries: [], enqueue: vi.fn(), cancel: vi.fn(), retry: vi.fn() }
vi.mock('@/lib/outbox/use-outbox', () => ({ useOutbox: () => outbox }))

const endpoint = `https://${siteConfig.formForwardingHost}/f/abc123`
const fetchMock = vi.fn<typeof fetch>()

const render = () =>
  renderWithRouter(<WebsiteRequestForm />, { route: '/(leads)/website-services' })
type User = Awaited<ReturnType<typeof render>>['user']

async function fillRequest(user: User) {
  await user.type(screen.getByRole('textbox', { name: /^Formspree Endpoint URL/ }), endpoint)
  await user.type(screen.getByRole('textbox', { name: /^Full Name/ }), 'Ann Lee')
  await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'ann@example.com')
  await user.type(screen.getByRole('textbox', { name: /^Type of Website/ }), 'Bakery')
  await user.type(screen.getByRole('textbox', { name: /^Describe Your Business/ }), 'Bread.')
  await user.type(screen.getByRole('textbox', { name: /^Website Goals/ }), 'Orders.')
}

describe('the website request form (/website-services)', FORM_TEST_TIMEOUT, () => {
  beforeEach(() => {
    vi.clearAllMocks()
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }))
    vi.mocked(confirmOnline).mockResolvedValue(true)
  })

  it('asks for the endpoint and names every missing entry, sending nothing', async () => {
    const { user } = await render()
    await user.click(screen.getByRole('button', { name: 'Submit Request' }))
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument()
    for (const message of [
      'Please enter a valid email address',
      'Please enter the type of website or business',
      'Please describe your business',
      'Please describe the goals of your website',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument()
    }
    await expectToast({
      title: 'Formspree endpoint required',
      description: 'Please enter your Formspree endpoint URL to send emails.',
      variant: 'destructive',
    })
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Full Name/ })).toHaveFocus())
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts the request as JSON to the endpoint, says so and starts again', async () => {
    const { user } = await render()
    await fillRequest(user)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of Pages' }), 'more')
    await user.type(screen.getByRole('textbox', { name: /^Additional Pages/ }), '2: menu, blog')
    await user.click(screen.getByRole('checkbox', { name: 'Blog' }))
    await user.click(screen.getByRole('checkbox', { name: /^Add ongoing support/ }))
    await user.click(screen.getByRole('button', { name: 'Submit Request' }))

    await expectToast({
      title: 'Request submitted successfully!',
      description: "We'll contact you shortly to discuss your website project.",
      variant: 'success',
    })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(endpoint)
    expect(init?.method).toBe('POST')
    expect(JSON.parse(init?.body as string)).toMatchObject({
      subject: 'Website Services Request from Ann Lee',
      name: 'Ann Lee',
      email: 'ann@example.com',
      websiteType: 'Bakery',
      pages: 'more',
      additionalPages: '2: menu, blog',
      features: 'Blog',
      budget: '$500',
      ongoingSupport: 'Yes',
    })
    expect(screen.getByRole('textbox', { name: /^Full Name/ })).toHaveValue('')
  })

  it('keeps what was typed when the form service refuses', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 500 }))
    const { user } = await render()
    await fillRequest(user)
    await user.click(screen.getByRole('button', { name: 'Submit Request' }))
    await expectToast({
      title: 'Failed to send request',
      description: 'Please check your Formspree endpoint and try again.',
      variant: 'destructive',
    })
    expect(screen.getByRole('textbox', { name: /^Full Name/ })).toHaveValue('Ann Lee')
  })

  it('offline, keeps the request on the device to send later', async () => {
    vi.mocked(confirmOnline).mockResolvedValue(false)
    const { user } = await render()
    await fillRequest(user)
    await user.click(screen.getByRole('button', { name: 'Submit Request' }))
    await waitFor(() => expect(outbox.enqueue).toHaveBeenCalled())
    expect(outbox.enqueue).toHaveBeenCalledWith(
      expect.objectContaining({ url: endpoint, label: 'Website request from Ann Lee' }),
    )
    expect(fetchMock).not.toHaveBeenCalled()
    await findToast('Saved on this device')
  })
})
