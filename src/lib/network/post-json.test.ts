// @vitest-environment node
import { expect, it } from 'vitest'
import { localServers } from '@/test/local-http'
import { postJson } from './post-json'

const { listen } = localServers()

it.each([301, 302, 307, 308])(
  'reports a %i as a redirect, and sends nothing to where it points',
  async (status) => {
    const elsewhere: string[] = []
    const collector = await listen((request, response) => {
      elsewhere.push(`${request.method} ${request.url}`)
      response.writeHead(200).end('{}')
    })
    const endpoint = await listen((_request, response) => {
      response.writeHead(status, { Location: `${collector}/collect` }).end()
    })

    expect(await postJson(`${endpoint}/f/1`, '{}')).toEqual({ kind: 'redirected' })
    expect(elsewhere).toEqual([])
  },
)

it('reports an answer by its status, and no answer as unreachable', async () => {
  const endpoint = await listen((_request, response) => response.writeHead(503).end())
  expect(await postJson(`${endpoint}/f/1`, '{}')).toEqual({ kind: 'answered', status: 503 })
  // Nothing listens on port 9 (discard) of this machine.
  expect(await postJson('http://127.0.0.1:9/f/1', '{}')).toEqual({ kind: 'unreachable' })
})
