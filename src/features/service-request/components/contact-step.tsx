import { useNavigate } from '@tanstack/react-router'
import { flex } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { ContactFields, contactFieldNames } from '@/components/form/contact-fields'
import { useAppForm } from '@/lib/form/use-app-form'
import { openMailClient } from '@/lib/mail/open-mail-client'
import { siteConfig } from '@/lib/site/site-config'
import { notify } from '@/lib/toast/toast'
import { fieldColumns, formStack } from '@/theme/form-layout'
import {
  contactStepFields,
  contactStepNotes,
  flowCopy,
  flowToasts,
  type ServiceOption,
} from '../content'
import { serviceContactSchema } from '../model/service-contact-schema'
import {
  hasRequiredContact,
  serviceContactDefaults,
  serviceRequestMail,
} from '../model/service-request'

const chosenStyle = flex({
  wrap: 'wrap',
  align: 'center',
  justify: 'space-between',
  gap: '3',
  p: '4',
  borderRadius: 'lg',
  bg: 'bg.accentSubtle',
})
const actionsStyle = flex({ wrap: 'wrap', gap: '3' })

export interface ContactStepProps {
  service: ServiceOption
  onChangeService: () => void
}

export function ContactStep({ service, onChangeService }: ContactStepProps) {
  const navigate = useNavigate()
  const form = useAppForm({
    defaultValues: serviceContactDefaults,
    validators: { onChange: serviceContactSchema, onSubmit: serviceContactSchema },
    onSubmitInvalid: ({ value }) => {
      if (!hasRequiredContact(value)) notify(flowToasts.missingContact)
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
    <div className={formStack}>
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
      <form.AppForm>
        <form.Form focusFirstInvalid className={formStack} aria-label={flowCopy.contactTitle}>
          <div className={fieldColumns}>
            <ContactFields form={form} fields={contactFieldNames} copy={contactStepFields} />
          </div>
          <form.AppField name="additionalInfo">
            {(field) => <field.TextareaField {...contactStepNotes} rows={4} />}
          </form.AppField>
          <div className={actionsStyle}>
            <form.SubmitButton busyLabel={flowCopy.busy}>{flowCopy.submit}</form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </div>
  )
}
