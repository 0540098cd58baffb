import type { ApiRole } from '../db/database.ts'
import { ApiError } from '../http/api-error.ts'
import { jsonResponse, type ApiResponse } from '../http/types.ts'

interface PostgresError {
  code: string
  message: string
  detail?: string
  hint?: string
}

function isPostgresError(error: unknown): error is PostgresError {
  if (!(error instanceof Error)) return false
  const code: unknown = (error as { code?: unknown }).code
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

/** PostgREST's mapping from SQLSTATE to HTTP status. */
function statusFor(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
  }
  if (exact[code] !== undefined) return exact[code]
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 413,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  }
  return byClass[code.slice(0, 2)] ?? 400
}

/** Turns a database error into PostgREST's error; anything else is passed on unchanged. */
export function fromDatabaseError(error: unknown, role: ApiRole): unknown {
  if (!isPostgresError(error)) return error
  return new ApiError(statusFor(error.code, role), error.code, error.message, {
    details: error.detail ?? null,
    hint: error.hint ?? null,
  })
}

export function postgrestErrorResponse(error: ApiError): ApiResponse {
  return jsonResponse(
    error.status,
    { code: error.code, details: error.details, hint: error.hint, message: error.message },
    error.headers,
  )
}
