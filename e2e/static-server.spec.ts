import { request as httpRequest, type IncomingMessage } from 'node:http'
import { expect, test } from '@playwright/test'
import { siteDefaults } from '../src/lib/site/site-defaults'

/** A raw request, so the path reaches the server as written (`//x` is not a URL's host here). */
function get(
  baseURL: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<IncomingMessage> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const call = httpRequest({ hostname, port, path, headers }, (response) => {
      response.resume()
      resolve(response)
    })
    call.on('error', reject)
    call.end()
  })
}

test('unknown paths answer 404, //anything included', async ({ baseURL }) => {
  for (const path of ['//anything', '//about', '//', '/does-not-exist', '/about/nothing']) {
    expect((await get(baseURL ?? '', path)).statusCode, path).toBe(404)
  }
  expect((await get(baseURL ?? '', '/about')).statusCode).toBe(200)
})

test('a client that refuses brotli (q=0) never gets it', async ({ baseURL }) => {
  const refused = await get(baseURL ?? '', '/', { 'Accept-Encoding': 'br;q=0, gzip' })
  expect(refused.headers['content-encoding']).toBe('gzip')
  const none = await get(baseURL ?? '', '/', { 'Accept-Encoding': 'br;q=0, gzip;q=0' })
  expect(none.headers['content-encoding']).toBeUndefined()
  const brotli = await get(baseURL ?? '', '/', { 'Accept-Encoding': 'gzip, br' })
  expect(brotli.headers['content-encoding']).toBe('br')
})

test('the service worker is served with a policy that lets it reach what the pages may, no more', async ({
  baseURL,
}) => {
  const connectSrc = (policy: unknown) => /connect-src [^;]*/.exec(String(policy))?.[0]
  const worker = await get(baseURL ?? '', '/sw.js')
  const page = await get(baseURL ?? '', '/website-services')
  expect(worker.headers['content-security-policy']).toMatch(
    /^default-src 'none'; script-src 'self';/,
  )
  expect(connectSrc(worker.headers['content-security-policy'])).toBe(
    connectSrc(page.headers['content-security-policy']),
  )
})

test('only the contact page may frame another origin (its map)', async ({ baseURL }) => {
  const frameSrc = async (path: string) =>
    /frame-src [^;]*/.exec(
      String((await get(baseURL ?? '', path)).headers['content-security-policy']),
    )?.[0]
  expect(await frameSrc('/contact')).toBe(`frame-src ${siteDefaults.map.embedOrigin}`)
  expect(await frameSrc('/sandbox')).toBe("frame-src 'none'")
})
