import { grid } from 'styled-system/patterns'
import { ContactFields } from '@/components/form/contact-fields'
import { useAppForm } from '@/lib/form/use-app-form'
import { openMailClient } from '@/lib/mail/open-mail-client'
import { siteConfig } from '@/lib/site/site-config'
import { notify } from '@/lib/toast/toast'
import {
  APPLICATION_TOAST_MS,
  applicationContactFields,
  applicationCopy,
  applicationToasts,
  coverLetterField,
  type JobPosition,
} from '../content'
import { applicationDefaults, applicationMail } from '../model/application'
import { applicationSchema } from '../model/application-schema'
import { ResumeField } from './resume-field'

const formStyle = grid({ gap: '4' })

export interface ApplicationFormProps {
  job: JobPosition
  onSubmitted: () => void
}

export function ApplicationForm({ job, onSubmitted }: ApplicationFormProps) {
  const form = useAppForm({
    defaultValues: applicationDefaults,
    validators: { onChange: applicationSchema, onSubmit: applicationSchema },
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
        ...applicationToasts.mailReady(value.resume?.name ?? applicationToasts.unnamedResume),
        variant: 'success',
        duration: APPLICATION_TOAST_MS,
      })
    },
  })
  return (
    <form.AppForm>
      <form.Form focusFirstInvalid className={formStyle}>
        <ContactFields
          form={form}
          fields={applicantNames}
          copy={applicationContactFields}
          alsoRequired={['phone']}
        />
        <form.AppField name="resume">{() => <ResumeField />}</form.AppField>
        <form.AppField name="message">
          {(field) => <field.TextareaField {...coverLetterField} rows={4} />}
        </form.AppField>
        <form.SubmitButton busyLabel={applicationCopy.busy}>
          {applicationCopy.submit}
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

const applicantNames = { name: 'name', email: 'email', phone: 'phone' } as const
