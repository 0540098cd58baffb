import { parseJsonBody } from '../http/body.ts'
import type { ApiRequest } from '../http/types.ts'
import { badJson, validationFailed } from './gotrue-errors.ts'

export type JsonObject = Record<string, unknown>

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0')
  if (typeof value !== 'object' || value === null) return false
  return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item))
}

/** The JSON object every auth endpoint takes; an empty body counts as `{}`. */
export async function readAuthBody(request: ApiRequest): Promise<JsonObject> {
  let parsed: unknown
  try {
    parsed = parseJsonBody(await request.body())
  } catch (error) {
    if (error instanceof SyntaxError) throw badJson(error.message)
    throw error
  }
  if (parsed === undefined) return {}
  if (!isJsonObject(parsed))
    throw badJson(`expected an object, got ${Array.isArray(parsed) ? 'an array' : typeof parsed}`)
  // Postgres text cannot hold NUL; refusing it here keeps such input a 400, not a 500.
  if (containsNul(parsed)) throw validationFailed('Request contains a NUL character')
  return parsed
}

/** A string field, or undefined when absent; any other type is a validation error. */
export function optionalString(body: JsonObject, field: string): string | undefined {
  const value = body[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw validationFailed(`${field} must be a string`)
  return value
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Checked before an id reaches a uuid column, where anything else would be a database error. */
export function isUuid(value: string): boolean {
  return UUID.test(value)
}
