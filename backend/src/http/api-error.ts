/** An error meant for the client: each API family renders it in its own JSON shape. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly details: string | null
  readonly hint: string | null
  /** Extra top-level fields some errors carry (GoTrue's weak_password reasons). */
  readonly extra: Record<string, unknown>
  readonly headers: Record<string, string>

  constructor(
    status: number,
    code: string,
    message: string,
    options: {
      details?: string | null
      hint?: string | null
      extra?: Record<string, unknown>
      headers?: Record<string, string>
    } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.details = options.details ?? null
    this.hint = options.hint ?? null
    this.extra = options.extra ?? {}
    this.headers = options.headers ?? {}
  }
}
