const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1'])

export type EndpointCheck = { ok: true; url: string } | { ok: false; reason: 'empty' | 'refused' }

/**
 * Where the website form may post: an https address on exactly the configured forwarding host
 * (the only one the Content-Security-Policy allows), or plain http on this machine for tests.
 */
export function checkEndpoint(input: string, forwardingHost: string): EndpointCheck {
  const value = input.trim()
  if (value === '') return { ok: false, reason: 'empty' }
  if (!URL.canParse(value)) return { ok: false, reason: 'refused' }
  const url = new URL(value)
  if (url.username || url.password) return { ok: false, reason: 'refused' }
  const onForwardingHost =
    url.protocol === 'https:' && url.hostname === forwardingHost.toLowerCase() && url.port === ''
  const onThisMachine = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)
  return onForwardingHost || onThisMachine
    ? { ok: true, url: url.href }
    : { ok: false, reason: 'refused' }
}

export function endpointRefusedMessage(forwardingHost: string): string {
  return `Enter an https address on ${forwardingHost}, such as https://${forwardingHost}/f/yourFormId. Requests are sent nowhere else.`
}
