import { ContactFields } from '@/components/form/contact-fields'
import { TimelineBudgetFields } from '@/components/form/timeline-budget-fields'
import { useAppForm } from '@/lib/form/use-app-form'
import { siteConfig } from '@/lib/site/site-config'
import { fieldColumns } from '@/theme/form-layout'
import { auditContactCopy, auditContactNames } from '../content/audit-mail'
import { requestAuditFields as copy, requestAuditPage } from '../content/request-audit'
import { requestAuditDefaults, requestAuditMail } from '../model/request-audit'
import { requestAuditSchema } from '../model/request-audit-schema'
import { AuditFormFrame } from './audit-form-frame'
import { useAuditMail } from './use-audit-mail'
import { useRequestAuditPrefill } from './use-request-audit-prefill'

/** Variant B: validated field by field with the spec's messages. */
export function RequestAuditForm() {
  const form = useAppForm({
    defaultValues: requestAuditDefaults,
    validators: { onChange: requestAuditSchema, onSubmit: requestAuditSchema },
    onSubmit: ({ value }) => sendMail(requestAuditMail(siteConfig.email, value)),
  })
  const sendMail = useAuditMail(() => form.reset())
  const prefilled = useRequestAuditPrefill(form.setFieldValue)
  return (
    <form.AppForm>
      <AuditFormFrame
        label={requestAuditPage.formTitle}
        submit={requestAuditPage}
        note={prefilled ? <p>{requestAuditPage.prefilledNote}</p> : null}
      >
        <div className={fieldColumns}>
          <ContactFields
            form={form}
            fields={auditContactNames}
            copy={auditContactCopy}
            alsoRequired={['company', 'phone']}
          />
          <form.AppField name="appType">
            {(field) => <field.SelectField {...copy.appType} required />}
          </form.AppField>
          <form.AppField name="appUrl">
            {(field) => <field.TextField {...copy.appUrl} type="url" inputMode="url" />}
          </form.AppField>
          <TimelineBudgetFields form={form} fields={urgencyAndBudget} copy={copy.plan} required />
        </div>
        <form.AppField name="requirements">
          {(field) => <field.TextareaField {...copy.requirements} required />}
        </form.AppField>
      </AuditFormFrame>
    </form.AppForm>
  )
}

/** Variant B's timeline is its urgency. */
const urgencyAndBudget = { timeline: 'urgency', budget: 'budget' } as const
