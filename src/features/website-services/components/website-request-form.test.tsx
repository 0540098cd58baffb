// The outbox keeps requests in IndexedDB, which the test DOM lacks: an in-memory one stands in.
import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import type { Window } from 'happy-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { localServers } from '@/test/local-http'
import { FORM_TEST_TIMEOUT, renderWithRouter } from '@/test/render-with-router'
import { expectToast, findToast } from '@/test/toasts'
import { WebsiteRequestForm } from './website-request-form'

// The form service stands in as a local server: a build for tests may post to 127.0.0.1.
vi.hoisted(() => vi.stubEnv('VITE_ALLOW_LOOPBACK_ENDPOINTS', 'true'))

interface Received {
  method: string
  path: string
  body: string
}

const { listen } = localServers()
let received: Received[]
let answerStatus: number
let endpoint: string

/**
 * The form service and the site on one local origin: the connection check (a request for the
 * site's "/") gets an answer, and the form service gets the request.
 */
beforeEach(async () => {
  received = []
  answerStatus = 200
  const origin = await listen((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      if (request.url !== '/') {
        received.push({ method: request.method ?? '', path: request.url ?? '', body })
      }
      response.writeHead(request.url === '/' ? 200 : answerStatus).end()
    })
  })
  ;(window as unknown as Window).happyDOM.setURL(`${origin}/`)
  // The test DOM has no Web Locks (its navigator.locks is null): a page alone gets every lock.
  vi.spyOn(navigator, 'locks', 'get').mockReturnValue({
    request: (_name: string, work: () => Promise<unknown>) => work(),
  } as unknown as LockManager)
  endpoint = `${origin}/f/abc123`
})

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
    expect(received).toEqual([])
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
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request?.path).toBe('/f/abc123')
    expect(request?.method).toBe('POST')
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
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
    answerStatus = 500
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

  it('offline, keeps the request on the device and sends it when the connection returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    window.dispatchEvent(new Event('offline'))
    const { user } = await render()
    await fillRequest(user)
    await user.click(screen.getByRole('button', { name: 'Submit Request' }))
    await findToast('Saved on this device')
    const panel = await screen.findByRole('region', { name: 'Requests on this device' })
    const kept = within(panel).getByRole('list', { name: 'Requests on this device' })
    expect(await within(kept).findByText('Website request from Ann Lee')).toBeVisible()
    expect(within(panel).getByRole('status')).toHaveTextContent('1 request waiting to be sent')
    expect(received).toEqual([])

    onLine.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(received).toHaveLength(1))
    expect(received[0]?.path).toBe('/f/abc123')
    expect(JSON.parse(received[0]?.body ?? '')).toMatchObject({ name: 'Ann Lee' })
    await waitFor(() => expect(within(kept).queryByText('Website request from Ann Lee')).toBeNull())
  })
})
