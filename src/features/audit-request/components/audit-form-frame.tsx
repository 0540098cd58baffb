import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { FormElement } from '@/components/form/form-element'
import { SubmitButton } from '@/components/form/submit-button'
import { formStack } from '@/theme/form-layout'
import { requiredNote } from '../content/audit-mail'

const requiredNoteStyle = css({ fontSize: 'sm', color: 'fg.muted' })

export interface AuditFormFrameProps {
  /** The form's accessible name. */
  label: string
  /** The submit button's words, at rest and while the mail opens. */
  submit: { submitLabel: string; busyLabel: string }
  /** Leave required fields to the browser's own check first (variant A). */
  browserValidation?: boolean
  /** A note above the required-field note. */
  note?: ReactNode
  children: ReactNode
}

/** What both audit request forms have around their fields: the required-field note and the submit. */
export function AuditFormFrame({
  label,
  submit,
  browserValidation,
  note,
  children,
}: AuditFormFrameProps) {
  return (
    <FormElement browserValidation={browserValidation} className={formStack} aria-label={label}>
      {note}
      <p className={requiredNoteStyle}>{requiredNote}</p>
      {children}
      <SubmitButton busyLabel={submit.busyLabel}>{submit.submitLabel}</SubmitButton>
    </FormElement>
  )
}
