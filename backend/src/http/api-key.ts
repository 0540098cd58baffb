import type { IncomingHttpHeaders } from 'node:http'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../api-keys.ts'
import { headerValue, jsonResponse, type ApiResponse } from './types.ts'

export type KeyRole = 'anon' | 'service_role'

/**
 * The gateway check in front of every API, as on a hosted project: the `apikey` header (or
 * query parameter) must be one of the project's keys. Returns the key's role or the 401
 * the hosted gateway sends.
 */
export function checkApiKey(
  headers: IncomingHttpHeaders,
  query: URLSearchParams,
): KeyRole | ApiResponse {
  const key = headerValue(headers, 'apikey') ?? query.get('apikey')
  if (key === LOCAL_ANON_KEY) return 'anon'
  if (key === LOCAL_SERVICE_ROLE_KEY) return 'service_role'
  if (key === null || key === '') {
    return jsonResponse(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    })
  }
  return jsonResponse(401, {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  })
}
