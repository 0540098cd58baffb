import { formatMailFields, type MailMessage } from '@/lib/mail/mailto'
import { requestAuditAppTypes } from '../content/app-types'
import { replyNote, requestAuditUrgencies, urgencyTimeline } from '../content/request-audit'

export interface RequestAuditValues {
  companyName: string
  contactName: string
  email: string
  phone: string
  appType: string
  appUrl: string
  urgency: string
  requirements: string
  budget: string
}

export const requestAuditDefaults: RequestAuditValues = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  appType: '',
  appUrl: '',
  urgency: '',
  requirements: '',
  budget: '',
}

/** Variant B's mail: the subject names the company and budget; the body ends with the reply note. */
export function requestAuditMail(to: string, values: RequestAuditValues): MailMessage {
  const appType = requestAuditAppTypes.find((option) => option.value === values.appType)?.label
  const urgency = requestAuditUrgencies.find((option) => option.value === values.urgency)?.label
  const timeline = urgencyTimeline[values.urgency] ?? ''
  return {
    to,
    subject: `Section 508 Audit Request: ${values.companyName.trim()} (${values.budget})`,
    body: [
      'Professional Section 508 Audit Request',
      '',
      formatMailFields([
        ['Company', values.companyName],
        ['Contact', values.contactName],
        ['Email', values.email],
        ['Phone', values.phone],
        ['App Type', appType ?? values.appType],
        ['App URL', values.appUrl],
        ['Urgency', urgency ?? values.urgency],
        ['Timeline', timeline],
        ['Budget', values.budget],
      ]),
      '',
      'Requirements:',
      values.requirements.trim(),
      '',
      replyNote,
    ].join('\n'),
  }
}
