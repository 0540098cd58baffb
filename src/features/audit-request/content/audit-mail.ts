/** What both audit request forms share: the contact fields, the required note, the mail step. */
import type { ContactFieldsCopy } from '@/components/form/contact-fields'

/** Both audit forms clear themselves this long after the mail client was opened. */
export const RESET_DELAY_MS = 1000

export const mailToasts = {
  opened: {
    title: 'Email Client Opened',
    description:
      'Your email client should open with a pre-filled audit request. Send it to submit your request.',
  },
  failedTitle: 'Error',
  failedDescription: (email: string) => `Please try again or email us directly at ${email}`,
} as const

export const requiredNote = 'Fields marked * are required.'

/** Who asks for the audit, in the order both forms show it. */
export const auditContactCopy = {
  company: { label: 'Company Name' },
  name: { label: 'Contact Name' },
  email: { label: 'Email Address' },
  phone: { label: 'Phone Number' },
} as const satisfies ContactFieldsCopy

/** Both forms keep the contact details as companyName, contactName, email, phone. */
export const auditContactNames = {
  company: 'companyName',
  name: 'contactName',
  email: 'email',
  phone: 'phone',
} as const
