import { ContactFields } from '@/components/form/contact-fields'
import { TimelineBudgetFields } from '@/components/form/timeline-budget-fields'
import { useAppForm } from '@/lib/form/use-app-form'
import { siteConfig } from '@/lib/site/site-config'
import { fieldColumns } from '@/theme/form-layout'
import { auditContactCopy, auditContactNames } from '../content/audit-mail'
import {
  professionalAuditFields as copy,
  professionalAuditPage,
} from '../content/professional-audit'
import { professionalAuditDefaults, professionalAuditMail } from '../model/professional-audit'
import { professionalAuditSchema } from '../model/professional-audit-schema'
import { AuditFormFrame } from './audit-form-frame'
import { useAuditMail } from './use-audit-mail'

/** Variant A: the browser's own required-field checking runs before the mail opens. */
export function ProfessionalAuditForm() {
  const form = useAppForm({
    defaultValues: professionalAuditDefaults,
    validators: { onSubmit: professionalAuditSchema },
    onSubmit: ({ value }) => sendMail(professionalAuditMail(siteConfig.email, value)),
  })
  const sendMail = useAuditMail(() => form.reset())
  return (
    <form.AppForm>
      <AuditFormFrame
        label={professionalAuditPage.title}
        submit={professionalAuditPage}
        browserValidation
      >
        <div className={fieldColumns}>
          <ContactFields
            form={form}
            fields={auditContactNames}
            copy={auditContactCopy}
            alsoRequired={['company']}
          />
        </div>
        <form.AppField name="appName">
          {(field) => <field.TextField {...copy.appName} required />}
        </form.AppField>
        <div className={fieldColumns}>
          <form.AppField name="platform">
            {(field) => <field.SelectField {...copy.platform} required />}
          </form.AppField>
          <form.AppField name="appType">
            {(field) => <field.SelectField {...copy.appType} required />}
          </form.AppField>
        </div>
        <form.AppField name="appStoreUrl">
          {(field) => <field.TextField {...copy.appStoreUrl} type="url" inputMode="url" />}
        </form.AppField>
        <div className={fieldColumns}>
          <TimelineBudgetFields form={form} fields={timelineAndBudget} copy={copy.plan} />
        </div>
        <form.AppField name="specialRequirements">
          {(field) => <field.TextareaField {...copy.specialRequirements} rows={4} />}
        </form.AppField>
      </AuditFormFrame>
    </form.AppForm>
  )
}

const timelineAndBudget = { timeline: 'timeline', budget: 'budget' } as const
