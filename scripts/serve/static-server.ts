import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { commonSecurityHeaders } from '../build/csp.ts'
import { cacheControlFor } from './cache-policy.ts'
import { requestPathname, resolvePath } from './resolve-path.ts'
import { encodedBody, loadStaticFiles, precompress } from './static-files.ts'

export interface StaticServer {
  url: string
  close(): Promise<void>
}

/** Serves a build the way it is deployed: pages by path, compressed, with cache and security headers. */
export async function startStaticServer(options: {
  root: string
  port: number
  host?: string
}): Promise<StaticServer> {
  const host = options.host ?? '127.0.0.1'
  const files = await loadStaticFiles(options.root)
  precompress(files)
  const pageHeaders = JSON.parse(
    await readFile(join(options.root, 'headers.json'), 'utf8'),
  ) as Record<string, Record<string, string>>

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of Object.entries(commonSecurityHeaders))
      response.setHeader(name, value)
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const pathname = requestPathname(request.url ?? '/')
    if (pathname === null) {
      response.writeHead(400).end()
      return
    }
    const resolution = resolvePath(pathname, (file) => files.has(file))
    if (resolution.kind === 'redirect') {
      response.writeHead(301, { Location: resolution.location }).end()
      return
    }
    const file = files.get(resolution.file)
    if (!file) {
      response.writeHead(404).end()
      return
    }
    const extra = pageHeaders[resolution.file.slice(1)] ?? {}
    for (const [name, value] of Object.entries(extra)) response.setHeader(name, value)
    response.setHeader('Content-Type', file.type)
    response.setHeader('Cache-Control', cacheControlFor(resolution.file))
    response.setHeader('ETag', file.etag)
    response.setHeader('Vary', 'Accept-Encoding')
    if (resolution.status === 200 && request.headers['if-none-match'] === file.etag) {
      response.writeHead(304).end()
      return
    }
    const { body, encoding } = await encodedBody(file, request.headers['accept-encoding'] ?? '')
    if (encoding) response.setHeader('Content-Encoding', encoding)
    response.setHeader('Content-Length', String(body.length))
    response.writeHead(resolution.status)
    response.end(request.method === 'HEAD' ? undefined : body)
  }

  const server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, resolve)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
