import { useState } from 'react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { StrokeIcon } from '@/components/ui/stroke-icon'
import { useTextControl } from '@/lib/form/use-text-control'
import { FieldFrame } from './field-frame'

const controlStyle = flex({ position: 'relative', align: 'center' })
const inputStyle = css({ pe: '12' })
const toggleStyle = css({
  position: 'absolute',
  insetEnd: '1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'md',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
})

const eye = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'
const eyeOff =
  'M3 3l18 18M10.6 5.1A10.9 10.9 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6A17.3 17.3 0 0 0 2 12s3.5 7 10 7a10.6 10.6 0 0 0 5.4-1.4M9.9 9.9a3 3 0 0 0 4.2 4.2'

function EyeIcon({ path }: { path: string }) {
  return (
    <StrokeIcon>
      <path d={path} />
    </StrokeIcon>
  )
}

export interface PasswordFieldProps {
  label: string
  autoComplete: 'current-password' | 'new-password'
  required?: boolean
  helperText?: string
}

/**
 * A password input with a button that shows or hides what was typed. The button is a tab stop
 * of its own, so a keyboard shows the password as a pointer does; a press of it leaves the focus
 * (and the caret) in the input.
 */
export function PasswordField({ label, autoComplete, required, helperText }: PasswordFieldProps) {
  const { frame, control } = useTextControl<HTMLInputElement>({ helperText, required })
  const [visible, setVisible] = useState(false)
  return (
    <FieldFrame label={label} {...frame}>
      <div className={controlStyle}>
        <input
          {...control}
          className={`${control.className} ${inputStyle}`}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
        />
        <button
          type="button"
          className={toggleStyle}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={control.id}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible(!visible)}
        >
          <EyeIcon path={visible ? eyeOff : eye} />
        </button>
      </div>
    </FieldFrame>
  )
}
