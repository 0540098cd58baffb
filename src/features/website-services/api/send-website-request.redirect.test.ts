// @vitest-environment node
import { expect, it } from 'vitest'
import { localServers } from '@/test/local-http'
import { websiteRequestDefaults, websiteRequestPayload } from '../model/website-request'
import { sendWebsiteRequest } from './send-website-request'

const { listen } = localServers()

it('reports a 307 as a failure instead of re-sending the form to where it points', async () => {
  const elsewhere: string[] = []
  const collector = await listen((request, response) => {
    elsewhere.push(`${request.method} ${request.url}`)
    response.writeHead(200).end('{}')
  })
  const endpoint = await listen((_request, response) => {
    response.writeHead(307, { Location: `${collector}/collect` }).end()
  })
  const payload = websiteRequestPayload({ ...websiteRequestDefaults, name: 'Ann' })

  expect(await sendWebsiteRequest(`${endpoint}/f/1`, payload)).toBe('failed')
  expect(elsewhere).toEqual([])
})
