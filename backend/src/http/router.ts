import type { IncomingMessage, ServerResponse } from 'node:http'
import { MAX_BODY_BYTES } from '../config.ts'
import { ApiError } from './api-error.ts'
import { checkApiKey } from './api-key.ts'
import { readBody } from './body.ts'
import { corsHeaders, preflightHeaders } from './cors.ts'
import {
  emptyResponse,
  jsonResponse,
  type ApiFamily,
  type ApiRequest,
  type ApiResponse,
} from './types.ts'

export interface Mount {
  prefix: string
  family: ApiFamily
  /** Paths below the prefix that need no API key. */
  publicPaths: ReadonlySet<string>
}

function gatewayNotFound(): ApiResponse {
  return jsonResponse(404, { message: 'no Route matched with those values' })
}

function findMount(mounts: Mount[], pathname: string): { mount: Mount; path: string } | null {
  for (const mount of mounts) {
    if (pathname === mount.prefix || pathname.startsWith(`${mount.prefix}/`)) {
      return { mount, path: pathname.slice(mount.prefix.length) || '/' }
    }
  }
  return null
}

async function route(mounts: Mount[], req: IncomingMessage): Promise<ApiResponse> {
  const method = req.method ?? 'GET'
  if (method === 'OPTIONS') return emptyResponse(204, preflightHeaders(req.headers))
  let url: URL
  try {
    url = new URL(req.url ?? '/', 'http://backend.invalid')
  } catch {
    return jsonResponse(400, { message: 'Malformed request URL' })
  }
  const found = findMount(mounts, url.pathname)
  if (!found) return gatewayNotFound()
  const { mount, path } = found

  const keyCheck = mount.publicPaths.has(path) ? 'anon' : checkApiKey(req.headers, url.searchParams)
  if (typeof keyCheck !== 'string') return keyCheck
  const query = new URLSearchParams(url.searchParams)
  query.delete('apikey')

  let body: Promise<Buffer> | undefined
  const request: ApiRequest = {
    method,
    path,
    query,
    headers: req.headers,
    keyRole: keyCheck,
    clientIp: req.socket.remoteAddress ?? '',
    body: () => (body ??= readBody(req, MAX_BODY_BYTES)),
  }
  try {
    return await mount.family.handle(request)
  } catch (error) {
    if (error instanceof ApiError) return mount.family.errorResponse(error, request)
    console.error(`[backend] ${method} ${url.pathname} failed:`, error)
    return mount.family.errorResponse(
      new ApiError(500, 'unexpected_failure', 'Unexpected server error'),
      request,
    )
  }
}

function send(req: IncomingMessage, res: ServerResponse, response: ApiResponse): void {
  if (res.headersSent || res.destroyed) return
  res.writeHead(response.status, { ...corsHeaders(), ...response.headers })
  res.end(req.method === 'HEAD' ? undefined : (response.body ?? undefined))
}

/**
 * The HTTP entry point: CORS, the API-key gateway and dispatch to the mounted APIs. Every
 * failure becomes a JSON answer; nothing a client sends can throw out of here.
 */
export function createRequestListener(mounts: Mount[], log: boolean) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now()
    route(mounts, req)
      .catch((error: unknown) => {
        console.error('[backend] request failed:', error)
        return jsonResponse(500, { message: 'Unexpected server error' })
      })
      .then((response) => {
        send(req, res, response)
        if (log) {
          const path = (req.url ?? '').split('?')[0]
          console.log(
            `[backend] ${req.method} ${path} ${response.status} ${(performance.now() - started).toFixed(1)}ms`,
          )
        }
      })
      .catch((error: unknown) => console.error('[backend] could not send a response:', error))
  }
}
