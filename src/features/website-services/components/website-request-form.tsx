import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { useAppForm } from '@/components/form/use-app-form'
import { checkConnection, confirmOnline, useOnlineStatus } from '@/lib/connectivity'
import type { OutboxEntry } from '@/lib/outbox/outbox-rules'
import { siteConfig } from '@/lib/site-config'
import { notify } from '@/lib/toast'
import {
  budgetOptions,
  formCopy,
  ongoingSupportLabel,
  OVERLAY_LINGER_MS,
  outboxCopy,
  pageOptions,
  submitToasts,
  timelineOptions,
} from '../content'
import { checkEndpoint } from '../model/endpoint'
import { sendWebsiteRequest } from '../model/send-website-request'
import {
  singleLine,
  websiteRequestDefaults,
  websiteRequestPayload,
  type WebsiteRequestValues,
} from '../model/website-request'
import { websiteRequestSchema } from '../model/website-request-schema'
import { FeatureCheckboxes } from './feature-checkboxes'
import { focusFirstField, focusFirstInvalid } from './form-focus'
import { LightningOverlay } from './lightning-overlay'
import { OutboxPanel } from './outbox-panel'
import { useWebsiteOutbox } from './use-website-outbox'

const host = siteConfig.formForwardingHost
const schema = websiteRequestSchema(host)

const formStyle = css({ display: 'grid', gap: '5' })
const twoColumns = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
})
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
  const [overlay, setOverlay] = useState(false)
  const lingerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const formRef = useRef<HTMLFormElement>(null)
  const outbox = useWebsiteOutbox()
  useEffect(() => () => clearTimeout(lingerTimer.current), [])

  const form = useAppForm({
    defaultValues: websiteRequestDefaults,
    validators: { onChange: schema, onSubmit: schema },
    onSubmitInvalid: ({ value }) => {
      if (value.endpoint.trim() === '') notifyEndpointRequired()
      focusFirstInvalid(formRef.current)
    },
    onSubmit: async ({ value }) => {
      const endpoint = checkEndpoint(value.endpoint, host)
      if (!endpoint.ok) {
        notifyEndpointRequired()
        return
      }
      const payload = websiteRequestPayload(value)
      // Offline, or no answer for want of a network: kept on the device, sent when it returns.
      const keep = async () => {
        await outbox.enqueue({
          url: endpoint.url,
          body: JSON.stringify(payload),
          label: outboxCopy.label(singleLine(value.name)),
          draft: value,
        })
        notify({ ...submitToasts.queued, variant: 'success' })
        form.reset()
      }
      if (!(await confirmOnline())) {
        await keep()
        return
      }
      clearTimeout(lingerTimer.current)
      setOverlay(true)
      const outcome = await sendWebsiteRequest(endpoint.url, payload)
      // No answer from the endpoint while this site still answers is the endpoint's fault.
      const unreachable = outcome === 'unreachable' && !(await checkConnection())
      lingerTimer.current = setTimeout(() => setOverlay(false), OVERLAY_LINGER_MS)
      if (outcome === 'sent') {
        notify({ ...submitToasts.success, variant: 'success' })
        form.reset()
      } else if (unreachable) {
        await keep()
      } else {
        notify({ ...submitToasts.failure, variant: 'destructive' })
      }
    },
  })

  const edit = (entry: OutboxEntry) => {
    const draft = { ...websiteRequestDefaults, ...(entry.draft as Partial<WebsiteRequestValues>) }
    for (const name of Object.keys(websiteRequestDefaults) as Array<keyof WebsiteRequestValues>) {
      form.setFieldValue(name, draft[name])
    }
    void outbox.cancel(entry.id)
    focusFirstField(formRef.current)
  }

  return (
    <form
      ref={formRef}
      noValidate
      className={formStyle}
      aria-label={formCopy.title}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <OutboxPanel outbox={outbox} onEdit={edit} />
      <form.AppField name="endpoint">
        {(field) => (
          <field.TextField
            label={formCopy.endpointLabel}
            type="url"
            inputMode="url"
            placeholder={`https://${host}/f/yourFormId`}
            helperText={formCopy.endpointHint(host)}
            required
          />
        )}
      </form.AppField>

      <h3 className={groupTitle}>Contact information</h3>
      <div className={twoColumns}>
        <form.AppField name="name">
          {(field) => <field.TextField label="Full Name" autoComplete="name" required />}
        </form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField label="Email Address" type="email" autoComplete="email" required />
          )}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => <field.TextField label="Phone Number" type="tel" autoComplete="tel" />}
        </form.AppField>
        <form.AppField name="company">
          {(field) => <field.TextField label="Company Name" autoComplete="organization" />}
        </form.AppField>
      </div>

      <h3 className={groupTitle}>About your website</h3>
      <div className={twoColumns}>
        <form.AppField name="websiteType">
          {(field) => (
            <field.TextField
              label="Type of Website/Business"
              placeholder="e.g. Restaurant, law firm, salon"
              required
            />
          )}
        </form.AppField>
        <form.AppField name="currentWebsite">
          {(field) => (
            <field.TextField
              label="Current Website"
              type="url"
              inputMode="url"
              placeholder="https://"
            />
          )}
        </form.AppField>
        <form.AppField name="pages">
          {(field) => <field.SelectField label="Number of Pages" options={pageOptions} />}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.pages}>
          {(pages) =>
            pages === 'more' ? (
              <form.AppField name="additionalPages">
                {(field) => (
                  <field.TextField
                    label="Additional Pages"
                    helperText="How many more pages, and what they are ($75 per additional page)."
                  />
                )}
              </form.AppField>
            ) : null
          }
        </form.Subscribe>
      </div>
      <form.AppField name="businessDescription">
        {(field) => <field.TextareaField label="Describe Your Business" rows={4} required />}
      </form.AppField>
      <form.AppField name="goals">
        {(field) => (
          <field.TextareaField
            label="Website Goals"
            placeholder="e.g. More bookings, online orders, a professional presence"
            rows={3}
            required
          />
        )}
      </form.AppField>
      <form.Field name="features">
        {(field) => (
          <FeatureCheckboxes
            value={field.state.value}
            onChange={(features) => field.handleChange(features)}
          />
        )}
      </form.Field>
      <div className={twoColumns}>
        <form.AppField name="timeline">
          {(field) => (
            <field.SelectField
              label="Timeline"
              placeholder="Select timeline"
              options={timelineOptions}
            />
          )}
        </form.AppField>
        <form.AppField name="budget">
          {(field) => <field.SelectField label="Budget" options={budgetOptions} />}
        </form.AppField>
      </div>
      <form.AppField name="ongoingSupport">
        {(field) => <field.CheckboxField label={ongoingSupportLabel} />}
      </form.AppField>
      <form.AppField name="additionalInfo">
        {(field) => <field.TextareaField label="Additional Information" rows={3} />}
      </form.AppField>
      {online ? null : (
        <p role="status" className={offlineStyle}>
          {formCopy.offlineNote}
        </p>
      )}
      <form.AppForm>
        <form.SubmitButton busyLabel={formCopy.busy}>{formCopy.submit}</form.SubmitButton>
      </form.AppForm>
      {overlay ? <LightningOverlay /> : null}
    </form>
  )
}

function notifyEndpointRequired() {
  notify({ ...submitToasts.endpointRequired, variant: 'destructive' })
}
