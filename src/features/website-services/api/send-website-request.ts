import { postJson } from '@/lib/network/post-json'
import type { WebsiteRequestPayload } from '../model/website-request'

export type SendOutcome = 'sent' | 'failed' | 'unreachable'

/**
 * POSTs the request as JSON within the one request time limit, following no redirect. Only the
 * status is read: ok is sent, any other answer (a redirect too) failed, no answer unreachable.
 */
export async function sendWebsiteRequest(
  url: string,
  payload: WebsiteRequestPayload,
  fetchImpl?: typeof fetch,
  timeoutMs?: number,
): Promise<SendOutcome> {
  const outcome = await postJson(url, JSON.stringify(payload), fetchImpl, timeoutMs)
  if (outcome.kind === 'unreachable') return 'unreachable'
  if (outcome.kind === 'redirected') return 'failed'
  return outcome.status >= 200 && outcome.status < 300 ? 'sent' : 'failed'
}
