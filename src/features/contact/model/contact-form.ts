import { formatMailFields } from '@/lib/mail/mailto'
import { z } from '@/lib/validation/zod'

/** Spec: after the mail client opens, the fields clear after 1 second. */
export const CONTACT_CLEAR_DELAY_MS = 1000

export const contactFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your name.')),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Please enter your email address.')),
    z.email('Please enter a valid email address, like name@example.com.'),
  ),
  phone: z.string(),
  company: z.string(),
  message: z.string().check(z.trim(), z.minLength(1, 'Please enter a message.')),
})

export type ContactFormValues = z.input<typeof contactFormSchema>

export const contactFormDefaults: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  message: '',
}

/** The subject and body the visitor's mail client opens with; the recipient is fixed elsewhere. */
export function contactMail(values: ContactFormValues): { subject: string; body: string } {
  const name = values.name.trim()
  const company = values.company.trim()
  const details = formatMailFields([
    ['Name', name],
    ['Email', values.email],
    ['Phone', values.phone],
    ['Company', company],
  ])
  return {
    subject: `Website inquiry from ${name}${company ? ` (${company})` : ''}`,
    body: `${details}\n\nMessage:\n${values.message.trim()}`,
  }
}
