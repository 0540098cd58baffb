import { useRef } from 'react'
import { css } from 'styled-system/css'
import { useAppForm } from '@/components/form/use-app-form'
import { openMailClient } from '@/lib/open-mail-client'
import { siteConfig } from '@/lib/site-config'
import { notify } from '@/lib/toast'
import {
  APPLICATION_TOAST_MS,
  applicationCopy,
  applicationToasts,
  type JobPosition,
} from '../content'
import { applicationDefaults, applicationMail } from '../model/application'
import { applicationSchema } from '../model/application-schema'
import { ResumeField } from './resume-field'

const formStyle = css({ display: 'grid', gap: '4' })

export interface ApplicationFormProps {
  job: JobPosition
  onSubmitted: () => void
}

export function ApplicationForm({ job, onSubmitted }: ApplicationFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: applicationDefaults,
    validators: { onChange: applicationSchema, onSubmit: applicationSchema },
    onSubmitInvalid: () => {
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      })
    },
    onSubmit: ({ value }) => {
      try {
        openMailClient(applicationMail(siteConfig.email, job, value))
      } catch {
        notify({ ...applicationToasts.failed(siteConfig.email), variant: 'destructive' })
        return
      }
      form.reset()
      onSubmitted()
      notify({
        ...applicationToasts.mailReady(value.resume?.name ?? 'your resume'),
        variant: 'success',
        duration: APPLICATION_TOAST_MS,
      })
    },
  })
  return (
    <form
      ref={formRef}
      noValidate
      className={formStyle}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.AppField name="name">
        {(field) => <field.TextField label="Full Name" autoComplete="name" required />}
      </form.AppField>
      <form.AppField name="email">
        {(field) => (
          <field.TextField label="Email Address" type="email" autoComplete="email" required />
        )}
      </form.AppField>
      <form.AppField name="phone">
        {(field) => <field.TextField label="Phone Number" type="tel" autoComplete="tel" required />}
      </form.AppField>
      <form.AppField name="resume">{() => <ResumeField />}</form.AppField>
      <form.AppField name="message">
        {(field) => (
          <field.TextareaField
            label="Cover Letter"
            helperText="Optional: tell us why you are interested in this role."
            rows={4}
          />
        )}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton busyLabel={applicationCopy.busy}>
          {applicationCopy.submit}
        </form.SubmitButton>
      </form.AppForm>
    </form>
  )
}
