import type { IncomingHttpHeaders } from 'node:http'
import { ApiError } from '../http/api-error.ts'
import { headerValue } from '../http/types.ts'

/** Preferences from the Prefer header that this backend honours. */
export interface Preferences {
  representation: boolean
  exactCount: boolean
}

export function readPreferences(headers: IncomingHttpHeaders): Preferences {
  const tokens = new Set(
    (headerValue(headers, 'prefer') ?? '').split(',').map((token) => token.trim()),
  )
  return {
    representation: tokens.has('return=representation'),
    exactCount: tokens.has('count=exact'),
  }
}

/** `.single()` asks for one JSON object instead of an array. */
export function wantsSingleObject(headers: IncomingHttpHeaders): boolean {
  return (headerValue(headers, 'accept') ?? '')
    .split(',')
    .some((type) => type.trim().toLowerCase().startsWith('application/vnd.pgrst.object+json'))
}

/** Only the public schema is exposed, as on a default hosted project. */
export function assertPublicSchema(headers: IncomingHttpHeaders): void {
  for (const name of ['accept-profile', 'content-profile']) {
    const profile = headerValue(headers, name)
    if (profile !== undefined && profile !== 'public') {
      throw new ApiError(406, 'PGRST106', 'Invalid schema: ' + profile, {
        hint: 'Only the following schemas are exposed: public',
      })
    }
  }
}

export function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows === 0 ? '*' : `${offset}-${offset + rows - 1}`
  return `${range}/${total ?? '*'}`
}

/** PostgREST's answer when `.single()` finds zero or several rows. */
export function notSingleRow(rows: number): ApiError {
  return new ApiError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', {
    details: `The result contains ${rows} rows`,
  })
}
