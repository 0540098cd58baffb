import { useRef } from 'react'
import { css } from 'styled-system/css'
import { ContactFields, contactFieldNames } from '@/components/form/contact-fields'
import { TimelineBudgetFields } from '@/components/form/timeline-budget-fields'
import { useOnlineStatus } from '@/lib/network/connectivity'
import type { OutboxEntry } from '@/lib/outbox/outbox-rules'
import { fieldColumns, formStack } from '@/theme/form-layout'
import { requesterFields, websiteFields, websiteRequestCopy as copy } from '../content/request-form'
import { websiteRequestDefaults, type WebsiteRequestValues } from '../model/website-request'
import { focusFirstField } from './form-focus'
import { LightningOverlay } from './lightning-overlay'
import { OutboxPanel } from './outbox-panel'
import { useWebsiteOutbox } from './use-website-outbox'
import { forwardingHost, useWebsiteRequestForm } from './use-website-request-form'
import { WebsiteDetailsFields } from './website-details-fields'

const groupTitle = css({ textStyle: 'h3', mt: '2' })
const offlineStyle = css({
  p: '3',
  borderRadius: 'md',
  bg: 'warning.subtle',
  color: 'warning.fg',
  fontWeight: '600',
})

export function WebsiteRequestForm() {
  const online = useOnlineStatus()
  const formRef = useRef<HTMLFormElement>(null)
  const outbox = useWebsiteOutbox()
  const { form, overlay } = useWebsiteRequestForm(outbox)

  const edit = (entry: OutboxEntry) => {
    const draft = { ...websiteRequestDefaults, ...(entry.draft as Partial<WebsiteRequestValues>) }
    for (const name of Object.keys(websiteRequestDefaults) as Array<keyof WebsiteRequestValues>) {
      form.setFieldValue(name, draft[name])
    }
    void outbox.cancel(entry.id)
    focusFirstField(formRef.current)
  }

  return (
    <form.AppForm>
      <form.Form ref={formRef} focusFirstInvalid className={formStack} aria-label={copy.title}>
        <OutboxPanel outbox={outbox} onEdit={edit} />
        <form.AppField name="endpoint">
          {(field) => (
            <field.TextField
              label={copy.endpointLabel}
              type="url"
              inputMode="url"
              placeholder={`https://${forwardingHost}/f/yourFormId`}
              helperText={copy.endpointHint(forwardingHost)}
              required
            />
          )}
        </form.AppField>
        <h3 className={groupTitle}>{copy.contactTitle}</h3>
        <div className={fieldColumns}>
          <ContactFields form={form} fields={contactFieldNames} copy={requesterFields} />
        </div>
        <h3 className={groupTitle}>{copy.aboutTitle}</h3>
        <WebsiteDetailsFields form={form} />
        <div className={fieldColumns}>
          <TimelineBudgetFields form={form} fields={timelineAndBudget} copy={websiteFields.plan} />
        </div>
        <form.AppField name="ongoingSupport">
          {(field) => <field.CheckboxField {...websiteFields.ongoingSupport} />}
        </form.AppField>
        <form.AppField name="additionalInfo">
          {(field) => <field.TextareaField {...websiteFields.additionalInfo} rows={3} />}
        </form.AppField>
        {online ? null : (
          <p role="status" className={offlineStyle}>
            {copy.offlineNote}
          </p>
        )}
        <form.SubmitButton busyLabel={copy.busy}>{copy.submit}</form.SubmitButton>
        {overlay ? <LightningOverlay /> : null}
      </form.Form>
    </form.AppForm>
  )
}

const timelineAndBudget = { timeline: 'timeline', budget: 'budget' } as const
