/**
 * Where to go after signing in, from the `redirect` search parameter: only a path on this
 * site (never another origin, never `//host`), else nowhere in particular.
 */
export function safeRedirectTarget(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  return value
}
