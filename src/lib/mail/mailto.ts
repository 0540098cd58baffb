export interface MailMessage {
  /** One fixed recipient from site configuration; never user input. */
  to: string
  subject: string
  body: string
}

/** A lone surrogate (from a broken paste) cannot be encoded; it becomes U+FFFD, as on screen. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** RFC 6068: everything but unreserved characters is percent-encoded in header values. */
function encodeHeaderValue(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

/** A subject is one line: line breaks a visitor typed become spaces instead of new headers. */
function singleLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim()
}

/** Mail bodies use CRLF line breaks (RFC 6068 §5). */
function crlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n')
}

/**
 * The one builder of `mailto:` links. Subject and body are encoded separately, so no input can
 * add a header (cc, bcc) or end the subject early; the recipient is checked to be an address.
 */
export function buildMailtoLink({ to, subject, body }: MailMessage): string {
  if (!/^[^\s@?&#%,]+@[^\s@?&#%,]+$/.test(to)) throw new Error(`Not a single e-mail address: ${to}`)
  const query = `subject=${encodeHeaderValue(singleLine(subject))}&body=${encodeHeaderValue(crlf(body))}`
  return `mailto:${to}?${query}`
}

/** Lines of "Label: value" for a mail body; empty values read as the given placeholder. */
export function formatMailFields(
  fields: ReadonlyArray<readonly [label: string, value: string]>,
  emptyValue = 'Not provided',
): string {
  return fields.map(([label, value]) => `${label}: ${value.trim() || emptyValue}`).join('\n')
}
