// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { sendWebsiteRequest } from './send-website-request'
import { websiteRequestDefaults, websiteRequestPayload } from './website-request'

// Real HTTP with the platform's fetch: a stub fetch could not show what a redirect does.
const servers: Server[] = []

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  )
})

it('refuses a 307 instead of re-sending the form to where it points', async () => {
  const elsewhere: string[] = []
  const collector = await listen((request, response) => {
    elsewhere.push(`${request.method} ${request.url}`)
    response.writeHead(200).end('{}')
  })
  const endpoint = await listen((_request, response) => {
    response.writeHead(307, { Location: `${collector}/collect` }).end()
  })
  const payload = websiteRequestPayload({ ...websiteRequestDefaults, name: 'Ann' })

  expect(await sendWebsiteRequest(`${endpoint}/f/1`, payload)).toBe('unreachable')
  expect(elsewhere).toEqual([])
})
