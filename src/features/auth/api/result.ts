import { isProviderRejection } from '@/lib/session/supabase'

/**
 * The outcome of an account call: the provider's refusal is shown as it is (with its error code,
 * where the screen reacts to one); anything else is unexpected.
 */
export type AuthResult<T> =
  { ok: true; value: T } | { ok: false; reason: 'rejected'; message: string; code?: string }

/** A provider refusal as a result; anything else (the backend out of reach) is thrown. */
export function rejectedOrThrow(error: unknown): AuthResult<never> {
  if (!isProviderRejection(error)) throw error
  return { ok: false, reason: 'rejected', message: error.message, code: error.code }
}
