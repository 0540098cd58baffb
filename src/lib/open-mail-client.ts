import { buildMailtoLink, type MailMessage } from './mailto'

/**
 * Hands a message to the visitor's mail client. Throws when the browser refuses, so the caller
 * can show its failure message.
 */
export function openMailClient(message: MailMessage): void {
  window.location.href = buildMailtoLink(message)
}
