import { useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { siteConfig } from '@/lib/site-config'
import { useHydrated } from '@/lib/use-hydrated'
import { appTypeOptionsB, budgetOptionsB, requestAuditPage, urgencyOptions } from '../content'
import { requestAuditDefaults, requestAuditMail } from '../model/request-audit'
import { requestAuditSchema } from '../model/request-audit-schema'
import { ContactFields, contactFieldNames } from './contact-fields'
import { formStyle, requiredNote, twoColumns } from './form-layout'
import { useAuditMail } from './use-audit-mail'

/** Variant B: validated field by field with the spec's messages. */
export function RequestAuditForm() {
  const form = useAppForm({
    defaultValues: requestAuditDefaults,
    validators: { onChange: requestAuditSchema, onSubmit: requestAuditSchema },
    onSubmit: ({ value }) => sendMail(requestAuditMail(siteConfig.email, value)),
  })
  const sendMail = useAuditMail(() => form.reset())
  const prefill = useSearch({ from: '/(leads)/request-audit' })
  // After hydration: the prerendered form is empty, and must hydrate as it was rendered.
  const prefilled = useHydrated() && Object.values(prefill).some(Boolean)
  useEffect(() => {
    for (const [name, value] of Object.entries(prefill)) {
      if (value) form.setFieldValue(name as keyof typeof prefill, value)
    }
  }, [form, prefill])
  return (
    <form
      noValidate
      className={formStyle}
      aria-label={requestAuditPage.formTitle}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {prefilled ? <p>{requestAuditPage.prefilledNote}</p> : null}
      <p className={requiredNote}>Fields marked * are required.</p>
      <div className={twoColumns}>
        <ContactFields form={form} fields={contactFieldNames} phoneRequired />
        <form.AppField name="appType">
          {(field) => (
            <field.SelectField
              label="App Type"
              placeholder="Select app type"
              options={appTypeOptionsB}
              required
            />
          )}
        </form.AppField>
        <form.AppField name="appUrl">
          {(field) => (
            <field.TextField
              label="App URL"
              type="url"
              inputMode="url"
              placeholder="https://"
              helperText="Optional: a store listing or web address."
            />
          )}
        </form.AppField>
        <form.AppField name="urgency">
          {(field) => (
            <field.SelectField
              label="Urgency"
              placeholder="Select urgency"
              options={urgencyOptions}
              required
            />
          )}
        </form.AppField>
        <form.AppField name="budget">
          {(field) => (
            <field.SelectField
              label="Budget"
              placeholder="Select budget range"
              options={budgetOptionsB}
              required
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="requirements">
        {(field) => (
          <field.TextareaField
            label="Requirements"
            placeholder="Which screens and flows matter most, deadlines, compliance targets"
            helperText="At least 20 characters."
            required
          />
        )}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton busyLabel={requestAuditPage.busyLabel}>
          {requestAuditPage.submitLabel}
        </form.SubmitButton>
      </form.AppForm>
    </form>
  )
}
