import { REQUEST_TIMEOUT_MS } from './connectivity'
import type { AttemptOutcome } from './outbox/outbox-rules'

/**
 * POSTs a JSON body and reports only what came of it: an answer's status, or none (a network
 * error, or no answer within the request time limit). A redirect is refused, not followed: a
 * 307 or 308 would re-send the whole body to wherever it points.
 */
export async function postJson(
  url: string,
  body: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<AttemptOutcome> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body,
      redirect: 'error',
      signal: controller.signal,
    })
    return { kind: 'answered', status: response.status }
  } catch {
    return { kind: 'unreachable' }
  } finally {
    clearTimeout(timer)
  }
}
