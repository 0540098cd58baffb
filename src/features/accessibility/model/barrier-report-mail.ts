import type { MailMessage } from '@/lib/mail/mailto'

export interface BarrierReportCopy {
  subject: string
  pageLabel: string
  prompts: readonly string[]
}

/** The message the statement's report link hands to the mail client, naming the page first. */
export function barrierReportMail(
  to: string,
  pageUrl: string,
  copy: BarrierReportCopy,
): MailMessage {
  return {
    to,
    subject: copy.subject,
    body: [`${copy.pageLabel}: ${pageUrl}`, '', ...copy.prompts.flatMap((prompt) => [prompt, ''])]
      .join('\n')
      .trimEnd(),
  }
}
