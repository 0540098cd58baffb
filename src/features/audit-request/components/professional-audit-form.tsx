import { useAppForm } from '@/components/form/use-app-form'
import { siteConfig } from '@/lib/site-config'
import {
  appTypeOptionsA,
  budgetOptionsA,
  platformOptions,
  professionalAuditPage,
  timelineOptionsA,
} from '../content'
import { professionalAuditDefaults, professionalAuditMail } from '../model/professional-audit'
import { professionalAuditSchema } from '../model/professional-audit-schema'
import { ContactFields, contactFieldNames } from './contact-fields'
import { formStyle, requiredNote, twoColumns } from './form-layout'
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
    <form
      className={formStyle}
      aria-label={professionalAuditPage.title}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <p className={requiredNote}>Fields marked * are required.</p>
      <div className={twoColumns}>
        <ContactFields form={form} fields={contactFieldNames} phoneRequired={false} />
      </div>
      <form.AppField name="appName">
        {(field) => <field.TextField label="App Name" required />}
      </form.AppField>
      <div className={twoColumns}>
        <form.AppField name="platform">
          {(field) => (
            <field.SelectField
              label="Platform"
              placeholder="Select platform"
              options={platformOptions}
              required
            />
          )}
        </form.AppField>
        <form.AppField name="appType">
          {(field) => (
            <field.SelectField
              label="App Type"
              placeholder="Select app type"
              options={appTypeOptionsA}
              required
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="appStoreUrl">
        {(field) => (
          <field.TextField
            label="App Store URL"
            type="url"
            inputMode="url"
            placeholder="https://apps.apple.com/..."
          />
        )}
      </form.AppField>
      <div className={twoColumns}>
        <form.AppField name="timeline">
          {(field) => (
            <field.SelectField
              label="Timeline"
              placeholder="Select timeline"
              options={timelineOptionsA}
            />
          )}
        </form.AppField>
        <form.AppField name="budget">
          {(field) => (
            <field.SelectField
              label="Budget Range"
              placeholder="Select budget"
              options={budgetOptionsA}
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="specialRequirements">
        {(field) => (
          <field.TextareaField
            label="Special Requirements"
            placeholder="Deadlines, compliance targets, test accounts, anything we should know"
            rows={4}
          />
        )}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton busyLabel={professionalAuditPage.busyLabel}>
          {professionalAuditPage.submitLabel}
        </form.SubmitButton>
      </form.AppForm>
    </form>
  )
}
