import { answerOutcome, type PostOutcome } from '../outbox/outbox-rules'
import { REQUEST_TIMEOUT_MS } from './request-timeout'

/**
 * POSTs a JSON body and reports only what came of it: an answer's status, a redirect, or none
 * (a network error, or no answer within the request time limit). A redirect is reported, not
 * followed: a 307 or 308 would re-send the whole body to wherever it points. Runs in the page
 * and in the service worker alike.
 */
export async function postJson(
  url: string,
  body: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<PostOutcome> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body,
      redirect: 'manual',
      signal: controller.signal,
    })
    return answerOutcome(response)
  } catch {
    return { kind: 'unreachable' }
  } finally {
    clearTimeout(timer)
  }
}
