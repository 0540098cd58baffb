import type { MailMessage } from '@/lib/mail/mailto'

export interface PlanMailInput {
  /** The plan's short name, e.g. 'Professional' or 'Enterprise'. */
  plan: string
  price: string
}

/** The pre-filled message a pricing button hands to the mail client. */
export function planMail(to: string, { plan, price }: PlanMailInput): MailMessage {
  return {
    to,
    subject: `Professional ${plan} Audit Request`,
    body: [
      'Hello,',
      '',
      `I am interested in the ${plan} accessibility audit (${price}).`,
      '',
      'Company:',
      'App name(s):',
      'Platforms (iOS, Android, web):',
      'Preferred timeline:',
      '',
      'Please send me the next steps.',
    ].join('\n'),
  }
}
