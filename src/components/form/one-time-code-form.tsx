import { useState } from 'react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { useAppForm } from '@/lib/form/use-app-form'
import type { CodeOutcome } from '@/lib/session/code-outcome'
import { isWellFormedCode, normalizeCode } from '@/lib/session/one-time-code'
import { codeOutcomeMessages, oneTimeCodeCopy as copy } from '@/lib/session/one-time-code-content'
import { z } from '@/lib/validation/zod'

const codeSchema = z.object({
  code: z.string().check(z.refine(isWellFormedCode, copy.malformed)),
})

const formStyle = flex({ direction: 'column', gap: '4', alignItems: 'stretch' })
const actionsStyle = flex({ gap: '3', wrap: 'wrap' })
const messageStyle = css({ color: 'danger.fg', fontWeight: '600' })

interface OneTimeCodeFormProps {
  submitLabel: string
  busyLabel: string
  /** Sends the code; resolves with what became of it, or `undefined` when nothing was sent. */
  onCode: (code: string) => Promise<CodeOutcome | undefined>
  cancel?: { label: string; onCancel: () => void }
}

/**
 * Asks for the 6-digit code of an authenticator app. The field lets the browser and password
 * managers fill it (one-time-code), opens the digit keyboard and takes a pasted code (WCAG 2.2
 * 3.3.8); a code that is not accepted is said why, and the field is ready for the next one.
 */
export function OneTimeCodeForm({ submitLabel, busyLabel, onCode, cancel }: OneTimeCodeFormProps) {
  const [message, setMessage] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { code: '' },
    validators: { onSubmit: codeSchema },
    onSubmit: async ({ value, formApi }) => {
      setMessage(null)
      const outcome = await onCode(normalizeCode(value.code))
      if (outcome === undefined || outcome === 'verified') return
      setMessage(codeOutcomeMessages[outcome])
      formApi.setFieldValue('code', '')
    },
  })
  return (
    <form.AppForm>
      <form.Form className={formStyle}>
        <form.AppField name="code">
          {(field) => (
            <field.TextField
              label={copy.label}
              helperText={copy.hint}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
            />
          )}
        </form.AppField>
        <p role="alert" className={messageStyle}>
          {message}
        </p>
        <div className={actionsStyle}>
          <form.SubmitButton busyLabel={busyLabel}>{submitLabel}</form.SubmitButton>
          {cancel && (
            <button
              type="button"
              className={button({ size: 'lg', variant: 'outline' })}
              onClick={cancel.onCancel}
            >
              {cancel.label}
            </button>
          )}
        </div>
      </form.Form>
    </form.AppForm>
  )
}
