import { formatWholeDollars } from '@/lib/format/whole-dollars'
import { formatMailFields, type MailMessage } from '@/lib/mail/mailto'
import { quoteCopy } from '../content/calculator'
import type { Quote } from './quote'
import type { QuoteFormValues } from './quote-form'

export interface EstimateMailInput {
  /** The company's mailbox, from site configuration. */
  to: string
  /** What the estimate is for: "Mobile App" or "Web App". */
  product: string
  /** Each line of the estimate as [words, amount]. */
  lines: ReadonlyArray<readonly [string, string]>
  quote: Quote
  values: Pick<QuoteFormValues, 'additionalFeatures' | 'contactInfo'>
}

/**
 * The estimate as a mail to the company: who asks, what they chose, every line, the total.
 * Nothing leaves the device until the visitor sends it from their own mail client.
 */
export function estimateMail({
  to,
  product,
  lines,
  quote,
  values,
}: EstimateMailInput): MailMessage {
  const text = quoteCopy.estimateMail
  const { name, email, company } = values.contactInfo
  const total = formatWholeDollars(quote.total)
  return {
    to,
    subject: text.subject(product, total, name.trim()),
    body: [
      text.greeting(product),
      '',
      text.contactHeading,
      formatMailFields([
        [quoteCopy.contactFields.name.label, name],
        [quoteCopy.contactFields.email.label, email],
        [quoteCopy.contactFields.company.label, company],
      ]),
      '',
      text.requirementsHeading,
      ...lines.map(([label, amount]) => `${label} — ${amount}`),
      `${quoteCopy.result.total} — ${total}`,
      '',
      formatMailFields([[quoteCopy.additionalFeatures, values.additionalFeatures]], 'None'),
      '',
      quoteCopy.result.disclaimer,
    ].join('\n'),
  }
}
