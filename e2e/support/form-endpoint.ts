import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedRequest {
  path: string
  contentType: string
  body: unknown
}

/**
 * A stand-in for the form-forwarding service: /ok answers 200, /fail 500, /bad 422, /moved a 307
 * to /ok, and any other path never answers. Every request it receives is recorded.
 */
export async function startFormEndpoint() {
  const received: ReceivedRequest[] = []
  const hanging = new Set<ServerResponse>()
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*')
    response.setHeader('Access-Control-Allow-Headers', 'content-type, accept')
    response.setHeader('Access-Control-Allow-Methods', 'POST')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    let data = ''
    request.on('data', (chunk: Buffer) => (data += chunk.toString()))
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        body: JSON.parse(data) as unknown,
      })
      if (request.url === '/ok') response.writeHead(200).end('{"ok":true}')
      else if (request.url === '/fail') response.writeHead(500).end('{"error":"boom"}')
      else if (request.url === '/bad') response.writeHead(422).end('{"error":"invalid"}')
      else if (request.url === '/moved') response.writeHead(307, { Location: '/ok' }).end()
      else hanging.add(response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    async close() {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
