import { siteConfig } from '../site/site-config'

/** Where outbox requests may go, fixed by the build. */
export interface EndpointPolicy {
  /** The form-forwarding service: the only outside host the Content-Security-Policy allows. */
  forwardingHost: string
  /** Plain http to 127.0.0.1 (the end-to-end tests' stand-in service): test builds only. */
  allowLoopback: boolean
}

/** This build's policy: loopback only in a build made with `VITE_ALLOW_LOOPBACK_ENDPOINTS=true`. */
export const endpointPolicy: EndpointPolicy = {
  forwardingHost: siteConfig.formForwardingHost,
  allowLoopback: import.meta.env.VITE_ALLOW_LOOPBACK_ENDPOINTS === 'true',
}

/** The one loopback address test builds allow: `127.1` and `0x7f000001` parse to it too. */
const LOOPBACK_HOST = '127.0.0.1'

export type EndpointCheck = { ok: true; url: string } | { ok: false; reason: 'empty' | 'refused' }

/**
 * Where a request may be posted: an https address on exactly the forwarding host, or, when the
 * policy allows it, plain http on this machine. Checked when the form is sent and again when the
 * page or the service worker delivers a kept request.
 */
export function checkEndpoint(input: string, policy: EndpointPolicy): EndpointCheck {
  const value = input.trim()
  if (value === '') return { ok: false, reason: 'empty' }
  if (!URL.canParse(value)) return { ok: false, reason: 'refused' }
  const url = new URL(value)
  if (url.username || url.password) return { ok: false, reason: 'refused' }
  const onForwardingHost =
    url.protocol === 'https:' &&
    url.hostname === policy.forwardingHost.toLowerCase() &&
    url.port === ''
  const onLoopback =
    policy.allowLoopback && url.protocol === 'http:' && url.hostname === LOOPBACK_HOST
  return onForwardingHost || onLoopback
    ? { ok: true, url: url.href }
    : { ok: false, reason: 'refused' }
}

export function endpointRefusedMessage(forwardingHost: string): string {
  return `Enter an https address on ${forwardingHost}, such as https://${forwardingHost}/f/yourFormId. Requests are sent nowhere else.`
}
