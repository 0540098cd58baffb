import { useAppForm } from '@/lib/form/use-app-form'
import { credentialsCopy } from '../content'
import { emailRequestDefaults, emailRequestSchema } from '../model/schemas'
import { formStyle } from './form-layout'

export interface EmailRequestFormProps {
  submitLabel: string
  busyLabel: string
  /** Sends the request; the address stays in the field whatever the outcome. */
  onSubmit: (email: string) => Promise<void>
}

/** One address and a button: asking for a reset link or a new confirmation link. */
export function EmailRequestForm({ submitLabel, busyLabel, onSubmit }: EmailRequestFormProps) {
  const form = useAppForm({
    defaultValues: emailRequestDefaults,
    validators: { onChange: emailRequestSchema, onSubmit: emailRequestSchema },
    onSubmit: ({ value }) => onSubmit(value.email),
  })
  return (
    <form.AppForm>
      <form.Form className={formStyle}>
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={credentialsCopy.email}
              type="email"
              autoComplete="email"
              required
            />
          )}
        </form.AppField>
        <form.SubmitButton busyLabel={busyLabel}>{submitLabel}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
