import type { IncomingHttpHeaders } from 'node:http'
import type { ApiError } from './api-error.ts'
import type { KeyRole } from './api-key.ts'

export interface ApiRequest {
  method: string
  /** Path below the family's prefix, e.g. "/token" for "/auth/v1/token". */
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  /** Role of the API key the gateway accepted. */
  keyRole: KeyRole
  /** The peer's address (a local service: no proxy headers are trusted). */
  clientIp: string
  /** Reads the body once, refusing it past the size limit. */
  body(): Promise<Buffer>
}

export interface ApiResponse {
  status: number
  headers: Record<string, string>
  body: string | null
}

/** One API under its own URL prefix (auth, rest), with its own error shape. */
export interface ApiFamily {
  handle(request: ApiRequest): Promise<ApiResponse>
  errorResponse(error: ApiError, request: ApiRequest): ApiResponse
}

export function jsonResponse(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): ApiResponse {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  }
}

export function emptyResponse(status: number, headers: Record<string, string> = {}): ApiResponse {
  return { status, headers, body: null }
}

export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}
