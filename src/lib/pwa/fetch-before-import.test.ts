import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchBeforeImport, filesToFetch } from './fetch-before-import'

const asset = (name: string) => `${location.origin}/assets/${name}`

describe('filesToFetch', () => {
  it('asks only for scripts that neither the page nor an earlier fetch brought', () => {
    const hrefs = [asset('chunk.js'), asset('framework.js'), asset('icon.js'), asset('style.css')]
    const onPage = new Set([asset('framework.js')])
    const done = new Set([asset('icon.js')])
    expect(filesToFetch(hrefs, onPage, done)).toEqual([asset('chunk.js')])
  })
})

describe('fetchBeforeImport', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('rejects when a file cannot come, and asks for it again on the next load', async () => {
    const failing = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', failing)
    await expect(fetchBeforeImport([asset('offline.js')])).rejects.toThrow('Failed to fetch')

    const answering = vi.fn<typeof fetch>(() => Promise.resolve(new Response('export {}')))
    vi.stubGlobal('fetch', answering)
    await fetchBeforeImport([asset('offline.js')])
    expect(answering).toHaveBeenCalledWith(asset('offline.js'))
  })

  it('fetches a file once: a later chunk that shares it does not ask again', async () => {
    const answering = vi.fn<typeof fetch>(() => Promise.resolve(new Response('export {}')))
    vi.stubGlobal('fetch', answering)
    await fetchBeforeImport([asset('first.js'), asset('shared.js')])
    await fetchBeforeImport([asset('second.js'), asset('shared.js')])
    expect(answering.mock.calls.map(([href]) => href)).toEqual([
      asset('first.js'),
      asset('shared.js'),
      asset('second.js'),
    ])
  })

  it('leaves an HTTP error to the import, which reloads the page on it', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })))
    await expect(fetchBeforeImport([asset('gone.js')])).resolves.toBeUndefined()
  })

  it('does nothing while a service worker answers the page', async () => {
    const answering = vi.fn<typeof fetch>(() => Promise.resolve(new Response('export {}')))
    vi.stubGlobal('fetch', answering)
    vi.stubGlobal('navigator', { serviceWorker: { controller: {} } })
    await fetchBeforeImport([asset('precached.js')])
    expect(answering).not.toHaveBeenCalled()
  })
})
