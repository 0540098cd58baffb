/**
 * What an e-mail link brought back to the page it leads to (GoTrue's /verify redirect): a
 * PKCE code to exchange (`?code=`), or the reason it failed (`error_code`, in the fragment and,
 * for PKCE links, the query). Anything else is not a link landing.
 */
export type EmailLinkLanding =
  { kind: 'code'; code: string } | { kind: 'failed'; errorCode: string; description: string }

export function readEmailLinkLanding(search: string, hash: string): EmailLinkLanding | null {
  const query = new URLSearchParams(search)
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  const code = query.get('code')
  if (code) return { kind: 'code', code }
  const failed = fragment.get('error_code') ? fragment : query
  const errorCode = failed.get('error_code')
  if (!errorCode) return null
  return { kind: 'failed', errorCode, description: failed.get('error_description') ?? '' }
}

/** The address without the landing's parameters, so no code stays in the bar or the history. */
export function withoutLinkParameters(pathname: string, search: string): string {
  const query = new URLSearchParams(search)
  for (const name of ['code', 'error', 'error_code', 'error_description']) query.delete(name)
  const rest = query.toString()
  return rest ? `${pathname}?${rest}` : pathname
}
