import { flex, grid } from 'styled-system/patterns'
import { ContactFields, contactFieldNames } from '@/components/form/contact-fields'
import { useAppForm } from '@/lib/form/use-app-form'
import { useHydrated } from '@/lib/hooks/use-hydrated'
import { openMailClient } from '@/lib/mail/open-mail-client'
import { siteConfig } from '@/lib/site/site-config'
import { notify } from '@/lib/toast/toast'
import { contactFormCopy as copy, contactFormFields } from '../content'
import {
  CONTACT_CLEAR_DELAY_MS,
  contactFormDefaults,
  contactFormSchema,
  contactMail,
} from '../model/contact-form'

const formStyle = flex({ direction: 'column', gap: '5' })
const rowStyle = grid({ gap: '5', columns: { base: 1, sm: 2 } })

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The contact form: nothing is sent to a server; the visitor's mail client opens instead. */
export function ContactForm() {
  // Until the page is interactive a press would submit the form to the page's own URL.
  const hydrated = useHydrated()
  const form = useAppForm({
    defaultValues: contactFormDefaults,
    validators: { onChange: contactFormSchema, onSubmit: contactFormSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        openMailClient({ to: siteConfig.email, ...contactMail(value) })
      } catch {
        notify({ ...copy.failure, variant: 'destructive' })
        return
      }
      notify({ ...copy.success, variant: 'success' })
      await wait(CONTACT_CLEAR_DELAY_MS)
      formApi.reset()
    },
  })

  return (
    <form.AppForm>
      <form.Form aria-label={copy.title} className={formStyle}>
        <div className={rowStyle}>
          <ContactFields form={form} fields={contactFieldNames} copy={contactFormFields} />
        </div>
        <form.AppField name="message">
          {(field) => <field.TextareaField {...copy.message} rows={6} required />}
        </form.AppField>
        <div>
          <form.SubmitButton busyLabel={copy.busy} disabled={!hydrated}>
            {copy.submit}
          </form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
