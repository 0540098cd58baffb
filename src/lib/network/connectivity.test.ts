import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Connectivity = typeof import('./connectivity')

/** A fresh module each time: the state is the page's, and each test is a new page. */
async function loadConnectivity(): Promise<Connectivity> {
  vi.resetModules()
  return import('./connectivity')
}

function setBrowserOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value)
}

const answered = () => Promise.resolve(new Response(null, { status: 200 }))
const networkError = () => Promise.reject(new TypeError('Failed to fetch'))
const aborted = () => new DOMException('The operation was aborted.', 'AbortError')

beforeEach(() => {
  vi.useFakeTimers()
  setBrowserOnline(true)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('connection state', () => {
  it('starts from the browser hint', async () => {
    setBrowserOnline(false)
    const { isOnline } = await loadConnectivity()
    expect(isOnline()).toBe(false)
  })

  it('is offline after a request fails with a network error, although the browser says online', async () => {
    vi.stubGlobal('fetch', vi.fn(networkError))
    const { connectedFetch, isOnline } = await loadConnectivity()
    await expect(connectedFetch('/rest/v1/appointments')).rejects.toThrow('Failed to fetch')
    expect(isOnline()).toBe(false)
  })

  it('is offline after a request gets no answer within the time limit', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: unknown, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(aborted()))
          }),
      ),
    )
    const { connectedFetch, isOnline, REQUEST_TIMEOUT_MS } = await loadConnectivity()
    const request = connectedFetch('/auth/v1/user')
    const outcome = expect(request).rejects.toThrow()
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS)
    await outcome
    expect(isOnline()).toBe(false)
  })

  it('is online again at the next answer, whatever its status', async () => {
    const fetchMock = vi.fn<typeof fetch>(networkError)
    vi.stubGlobal('fetch', fetchMock)
    const { connectedFetch, isOnline } = await loadConnectivity()
    await connectedFetch('/a').catch(() => undefined)
    fetchMock.mockImplementation(() => Promise.resolve(new Response(null, { status: 500 })))
    await connectedFetch('/b')
    expect(isOnline()).toBe(true)
  })

  it('does not take the caller cancelling a request as evidence', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: unknown, init: RequestInit) =>
        init.signal?.aborted ? Promise.reject(aborted()) : answered(),
      ),
    )
    const { connectedFetch, isOnline } = await loadConnectivity()
    const controller = new AbortController()
    controller.abort()
    await expect(connectedFetch('/a', { signal: controller.signal })).rejects.toBeDefined()
    expect(isOnline()).toBe(true)
  })

  it('tells subscribers when the state changes, and only then', async () => {
    vi.stubGlobal('fetch', vi.fn(networkError))
    const { connectedFetch, onConnectivityChange } = await loadConnectivity()
    const listener = vi.fn()
    onConnectivityChange(listener)
    await connectedFetch('/a').catch(() => undefined)
    await connectedFetch('/b').catch(() => undefined)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('checks the network again while offline by evidence, and comes back when it answers', async () => {
    const fetchMock = vi.fn<typeof fetch>(networkError)
    vi.stubGlobal('fetch', fetchMock)
    const { connectedFetch, isOnline, RECHECK_INTERVAL_MS } = await loadConnectivity()
    await connectedFetch('/a').catch(() => undefined)
    fetchMock.mockImplementation(answered)
    await vi.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS)
    expect(fetchMock).toHaveBeenLastCalledWith('/', expect.objectContaining({ method: 'HEAD' }))
    expect(isOnline()).toBe(true)
  })

  it('goes offline on the browser event, and back only once a check is answered', async () => {
    const fetchMock = vi.fn<typeof fetch>(networkError)
    vi.stubGlobal('fetch', fetchMock)
    const { isOnline } = await loadConnectivity()
    expect(isOnline()).toBe(true)
    window.dispatchEvent(new Event('offline'))
    expect(isOnline()).toBe(false)
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(isOnline()).toBe(false)
    fetchMock.mockImplementation(answered)
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(isOnline()).toBe(true)
  })

  it('checks again within a second when the network the browser reports back does not answer yet', async () => {
    const fetchMock = vi.fn<typeof fetch>(networkError)
    vi.stubGlobal('fetch', fetchMock)
    const { isOnline, RECHECK_AFTER_ONLINE_MS } = await loadConnectivity()
    expect(isOnline()).toBe(true)
    window.dispatchEvent(new Event('offline'))
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(isOnline()).toBe(false)
    fetchMock.mockImplementation(answered)
    await vi.advanceTimersByTimeAsync(RECHECK_AFTER_ONLINE_MS)
    expect(isOnline()).toBe(true)
  })

  it('checks no more once the network answers: a check planned while offline is dropped', async () => {
    const fetchMock = vi.fn<typeof fetch>(answered)
    vi.stubGlobal('fetch', fetchMock)
    const { isOnline, RECHECK_INTERVAL_MS } = await loadConnectivity()
    window.dispatchEvent(new Event('offline'))
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(isOnline()).toBe(true)
    // (Counted from here: the pages of the tests before this one listen to the window too.)
    const checks = fetchMock.mock.calls.length
    // A check then would be a request for nothing, and one that a slow answer could fail.
    await vi.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS)
    expect(fetchMock).toHaveBeenCalledTimes(checks)
  })

  it('confirms a connection on demand where earlier evidence said offline', async () => {
    const fetchMock = vi.fn<typeof fetch>(networkError)
    vi.stubGlobal('fetch', fetchMock)
    const { confirmOnline, connectedFetch } = await loadConnectivity()
    await connectedFetch('/a').catch(() => undefined)
    fetchMock.mockImplementation(answered)
    await expect(confirmOnline()).resolves.toBe(true)
  })
})
