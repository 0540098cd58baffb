import type { SelectOption } from '@/components/form/select-field'
import { formatMailFields, type MailMessage } from '@/lib/mail/mailto'
import {
  professionalAuditAppTypes,
  professionalAuditBudgets,
  professionalAuditPage,
  professionalAuditPlatforms,
  professionalAuditTimelines,
} from '../content/professional-audit'

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

function labelOf(options: readonly SelectOption[], value: string): string {
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
        ['Platform', labelOf(professionalAuditPlatforms, values.platform)],
        ['App Type', labelOf(professionalAuditAppTypes, values.appType)],
        ['App Store URL', values.appStoreUrl],
        ['Timeline', labelOf(professionalAuditTimelines, values.timeline)],
        ['Budget', labelOf(professionalAuditBudgets, values.budget)],
        ['Special Requirements', values.specialRequirements],
      ]),
    ].join('\n'),
  }
}
