import type { MailMessage } from '@/lib/mail/mailto'

export interface ServiceContact {
  name: string
  email: string
  company: string
  phone: string
  additionalInfo: string
}

export const serviceContactDefaults: ServiceContact = {
  name: '',
  email: '',
  company: '',
  phone: '',
  additionalInfo: '',
}

/** Name and email are the two things we cannot answer without. */
export function hasRequiredContact(contact: Pick<ServiceContact, 'name' | 'email'>): boolean {
  return contact.name.trim() !== '' && contact.email.trim() !== ''
}

export function serviceRequestMail(
  to: string,
  service: string,
  contact: ServiceContact,
): MailMessage {
  return {
    to,
    subject: `Service Request: ${service}`,
    body: [
      `Service Request: ${service}`,
      '',
      `Name: ${contact.name.trim()}`,
      `Email: ${contact.email.trim()}`,
      `Company: ${contact.company.trim() || 'Not provided'}`,
      `Phone: ${contact.phone.trim() || 'Not provided'}`,
      '',
      'Additional Information:',
      contact.additionalInfo.trim() || 'None provided',
    ].join('\n'),
  }
}

/** "Ann Marie Lee" → "Ann". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? ''
}
