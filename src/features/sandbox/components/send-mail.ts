import type { MailMessage } from '@/lib/mail/mailto'
import { openMailClient } from '@/lib/mail/open-mail-client'
import { notify } from '@/lib/toast/toast'
import { auditCta } from '../content/page'

/** Opens the visitor's mail client; where the browser refuses, says how to write to us instead. */
export function sendMail(message: MailMessage): void {
  try {
    openMailClient(message)
  } catch {
    notify({
      title: auditCta.failureTitle,
      description: `Please try again or email us directly at ${message.to}`,
      variant: 'destructive',
    })
  }
}
