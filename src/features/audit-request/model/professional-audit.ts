import { formatMailFields, type MailMessage } from '@/lib/mailto'
import {
  appTypeOptionsA,
  budgetOptionsA,
  platformOptions,
  professionalAuditPage,
  timelineOptionsA,
  type Option,
} from '../content'

export interface ProfessionalAuditValues {
  companyName: string
  contactName: string
  email: string
  phone: string
  appName: string
  platform: string
  appType: string
  appStoreUrl: string
  timeline: string
  specialRequirements: string
  budget: string
}

export const professionalAuditDefaults: ProfessionalAuditValues = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  appName: '',
  platform: '',
  appType: '',
  appStoreUrl: '',
  timeline: '',
  specialRequirements: '',
  budget: '',
}

function labelOf(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value
}

/** Variant A's mail: every field, options by their visible label. */
export function professionalAuditMail(to: string, values: ProfessionalAuditValues): MailMessage {
  return {
    to,
    subject: professionalAuditPage.mailSubject,
    body: [
      professionalAuditPage.mailSubject,
      '',
      formatMailFields([
        ['Company Name', values.companyName],
        ['Contact Name', values.contactName],
        ['Email', values.email],
        ['Phone', values.phone],
        ['App Name', values.appName],
        ['Platform', labelOf(platformOptions, values.platform)],
        ['App Type', labelOf(appTypeOptionsA, values.appType)],
        ['App Store URL', values.appStoreUrl],
        ['Timeline', labelOf(timelineOptionsA, values.timeline)],
        ['Budget', labelOf(budgetOptionsA, values.budget)],
        ['Special Requirements', values.specialRequirements],
      ]),
    ].join('\n'),
  }
}
