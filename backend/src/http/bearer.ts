import type { IncomingHttpHeaders } from 'node:http'
import { headerValue } from './types.ts'

/** The token of an "Authorization: Bearer <token>" header, or null when there is none. */
export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headerValue(headers, 'authorization') ?? '')
  return match?.[1] ?? null
}
