import { afterEach, describe, expect, it, vi } from 'vitest'
import { REQUEST_TIMEOUT_MS } from '@/lib/network/connectivity'
import { websiteRequestDefaults, websiteRequestPayload } from '../model/website-request'
import { sendWebsiteRequest } from './send-website-request'

const payload = websiteRequestPayload({ ...websiteRequestDefaults, name: 'Ann' })

afterEach(() => {
  vi.useRealTimers()
})

describe('sendWebsiteRequest', () => {
  it('POSTs the payload as JSON and reports an ok status as sent', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })))
    expect(await sendWebsiteRequest('https://formspree.io/f/1', payload, fetchImpl)).toBe('sent')
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://formspree.io/f/1')
    expect(init.method).toBe('POST')
    expect(init.redirect).toBe('manual')
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' })
    expect(JSON.parse(init.body as string)).toEqual(payload)
  })

  it('reports a status that is not ok as failed, and a network error as unreachable', async () => {
    const notOk = () => Promise.resolve(new Response('', { status: 500 }))
    expect(await sendWebsiteRequest('http://localhost/x', payload, notOk)).toBe('failed')
    const redirect = () => Promise.resolve({ type: 'opaqueredirect', status: 0 } as Response)
    expect(await sendWebsiteRequest('http://localhost/x', payload, redirect)).toBe('failed')
    const offline = () => Promise.reject(new TypeError('Failed to fetch'))
    expect(await sendWebsiteRequest('http://localhost/x', payload, offline)).toBe('unreachable')
  })

  it('aborts a request that hangs past the timeout', async () => {
    vi.useFakeTimers()
    const hanging = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')))
      })
    const outcome = sendWebsiteRequest('http://localhost/x', payload, hanging)
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS)
    expect(await outcome).toBe('unreachable')
  })
})
