import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Starts listening; resolves with the bound address, rejects when the port is taken. */
export function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(server.address() as AddressInfo)
    })
  })
}

/** The server's base URL (an IPv6 host in brackets). */
export function serverUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

/** Stops accepting, drops kept-alive connections, and resolves once closed. */
export function closeServer(server: Server): Promise<void> {
  const stopped = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeAllConnections()
  return stopped
}
