import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach } from 'vitest'

type Handler = Parameters<typeof createServer>[1]

/**
 * Real HTTP servers on 127.0.0.1 for tests of the platform's fetch (a stub could not show what a
 * redirect does), closed after each test. Returns `listen`, which resolves to a server's origin.
 */
export function localServers(): { listen: (handler: Handler) => Promise<string> } {
  const servers: Server[] = []
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
    )
  })
  return {
    async listen(handler) {
      const server = createServer(handler)
      servers.push(server)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
  }
}
