/** The outcome of an account call: the provider's refusal is shown as it is; anything else is unexpected. */
export type AuthResult<T> =
  { ok: true; value: T } | { ok: false; reason: 'rejected'; message: string }
