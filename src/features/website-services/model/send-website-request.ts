import type { WebsiteRequestPayload } from './website-request'

export type SendOutcome = 'sent' | 'failed' | 'timeout'

/**
 * POSTs the request as JSON. Only the status is read; a request that does not answer within
 * `timeoutMs` is aborted so the visitor is never left waiting. A redirect is refused, not
 * followed: a 307 or 308 would re-send the whole form to wherever it points.
 */
export async function sendWebsiteRequest(
  url: string,
  payload: WebsiteRequestPayload,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<SendOutcome> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      redirect: 'error',
      signal: controller.signal,
    })
    return response.ok ? 'sent' : 'failed'
  } catch {
    return controller.signal.aborted ? 'timeout' : 'failed'
  } finally {
    clearTimeout(timer)
  }
}
