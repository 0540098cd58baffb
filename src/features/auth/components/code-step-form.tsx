import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { OneTimeCodeForm } from '@/components/form/one-time-code-form'
import { codeStepCopy as copy } from '../content'
import type { CodeStep } from './use-sign-in-submit'

const leadStyle = css({ mb: '4', _focusVisible: { outline: 'none' } })

/** Asks for the authenticator code after the password; the lead takes focus so it is read out. */
export function CodeStepForm({ step }: { step: CodeStep }) {
  const lead = useRef<HTMLParagraphElement>(null)
  useEffect(() => lead.current?.focus(), [])
  return (
    <>
      <p ref={lead} tabIndex={-1} className={leadStyle}>
        {copy.lead}
      </p>
      <OneTimeCodeForm
        submitLabel={copy.submit}
        busyLabel={copy.busy}
        onCode={step.onCode}
        cancel={{ label: copy.cancel, onCancel: step.onCancel }}
      />
    </>
  )
}
