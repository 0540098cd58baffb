import { buildMailtoLink, type MailMessage } from './mailto'

/**
 * Hands a message to the visitor's mail client by following a `mailto:` link, as a click on a
 * link would. Throws when the browser refuses, so the caller can show its failure message.
 */
export function openMailClient(message: MailMessage): void {
  const link = document.createElement('a')
  link.href = buildMailtoLink(message)
  link.click()
}
