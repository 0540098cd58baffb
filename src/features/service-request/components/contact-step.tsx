import { useNavigate } from '@tanstack/react-router'
import { useRef } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useAppForm } from '@/components/form/use-app-form'
import { openMailClient } from '@/lib/open-mail-client'
import { siteConfig } from '@/lib/site-config'
import { notify } from '@/lib/toast'
import { flowCopy, flowToasts, type ServiceOption } from '../content'
import { serviceContactSchema } from '../model/service-contact-schema'
import {
  hasRequiredContact,
  serviceContactDefaults,
  serviceRequestMail,
} from '../model/service-request'

const formStyle = css({ display: 'grid', gap: '5' })
const twoColumns = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
})
const chosenStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  p: '4',
  borderRadius: 'lg',
  bg: 'bg.accentSubtle',
})
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })

export interface ContactStepProps {
  service: ServiceOption
  onChangeService: () => void
}

export function ContactStep({ service, onChangeService }: ContactStepProps) {
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: serviceContactDefaults,
    validators: { onChange: serviceContactSchema, onSubmit: serviceContactSchema },
    onSubmitInvalid: ({ value }) => {
      if (!hasRequiredContact(value)) notify(flowToasts.missingContact)
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      })
    },
    onSubmit: async ({ value }) => {
      try {
        openMailClient(serviceRequestMail(siteConfig.email, service.title, value))
      } catch {
        notify({ ...flowToasts.failed(siteConfig.email), variant: 'destructive' })
        return
      }
      await navigate({
        to: '/confirmation',
        state: { serviceRequest: { contact: value, service: service.title } },
      })
    },
  })
  return (
    <div className={formStyle}>
      <div className={chosenStyle}>
        <p>
          {flowCopy.chosen}: <strong>{service.title}</strong>
        </p>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          onClick={onChangeService}
        >
          {flowCopy.change}
        </button>
      </div>
      <form
        ref={formRef}
        noValidate
        className={formStyle}
        aria-label={flowCopy.contactTitle}
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <div className={twoColumns}>
          <form.AppField name="name">
            {(field) => <field.TextField label="Full Name" autoComplete="name" required />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => (
              <field.TextField label="Email Address" type="email" autoComplete="email" required />
            )}
          </form.AppField>
          <form.AppField name="company">
            {(field) => <field.TextField label="Company" autoComplete="organization" />}
          </form.AppField>
          <form.AppField name="phone">
            {(field) => <field.TextField label="Phone Number" type="tel" autoComplete="tel" />}
          </form.AppField>
        </div>
        <form.AppField name="additionalInfo">
          {(field) => (
            <field.TextareaField
              label="Additional Information"
              placeholder="Goals, timeline, budget or anything else we should know"
              rows={4}
            />
          )}
        </form.AppField>
        <div className={actionsStyle}>
          <form.AppForm>
            <form.SubmitButton busyLabel={flowCopy.busy}>{flowCopy.submit}</form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
    </div>
  )
}
