import type { IncomingHttpHeaders } from 'node:http'
import { headerValue } from './types.ts'

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, content-type, accept, accept-profile, content-profile, prefer, range, x-client-info, x-supabase-api-version'

/**
 * Any origin may call: the app runs on another localhost port, and credentials travel in
 * headers, not cookies. The version header must be exposed or the browser hides it from
 * supabase-js, which then loses GoTrue's error codes.
 */
export function corsHeaders(): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers':
      'Content-Range, X-Supabase-Api-Version, Range, Content-Location',
  }
}

export function preflightHeaders(requestHeaders: IncomingHttpHeaders): Record<string, string> {
  return {
    ...corsHeaders(),
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    // Echo what the browser asks for: supabase-js adds headers over time (tracing, client info).
    'Access-Control-Allow-Headers':
      headerValue(requestHeaders, 'access-control-request-headers') ?? DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Max-Age': '86400',
  }
}
