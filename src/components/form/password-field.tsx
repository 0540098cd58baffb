import { Field } from '@ark-ui/react/field'
import { PasswordInput } from '@ark-ui/react/password-input'
import { css } from 'styled-system/css'
import { field as fieldRecipe } from 'styled-system/recipes'
import { FieldErrorText } from './field-error-text'
import { useAdoptEarlyText } from './use-adopt-early-value'
import { useFieldState } from './use-field-state'

const controlStyle = css({ position: 'relative', display: 'flex', alignItems: 'center' })
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

export interface PasswordFieldProps {
  label: string
  autoComplete: 'current-password' | 'new-password'
  required?: boolean
  helperText?: string
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ label, autoComplete, required, helperText }: PasswordFieldProps) {
  const { field, error, invalid, ids, describedBy } = useFieldState<string>({
    hasHelperText: Boolean(helperText),
  })
  const ref = useAdoptEarlyText<HTMLInputElement>(field)
  const styles = fieldRecipe()
  return (
    <Field.Root className={styles.root} invalid={invalid} required={required} ids={ids}>
      <PasswordInput.Root
        className={styles.root}
        autoComplete={autoComplete}
        translations={{
          visibilityTrigger: (visible) => (visible ? 'Hide password' : 'Show password'),
        }}
      >
        <PasswordInput.Label className={styles.label}>
          {label}
          {required ? <Field.RequiredIndicator className={styles.requiredIndicator} /> : null}
        </PasswordInput.Label>
        <PasswordInput.Control className={controlStyle}>
          <PasswordInput.Input
            ref={ref}
            className={`${styles.control} ${inputStyle}`}
            name={field.name}
            value={field.state.value}
            aria-describedby={describedBy}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
          />
          <PasswordInput.VisibilityTrigger className={toggleStyle}>
            <PasswordInput.Indicator
              fallback={
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d={eye} />
                </svg>
              }
            >
              <svg
                viewBox="0 0 24 24"
                width="20"
                height="20"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d={eyeOff} />
              </svg>
            </PasswordInput.Indicator>
          </PasswordInput.VisibilityTrigger>
        </PasswordInput.Control>
      </PasswordInput.Root>
      {helperText ? (
        <Field.HelperText className={styles.helperText}>{helperText}</Field.HelperText>
      ) : null}
      <FieldErrorText error={error} />
    </Field.Root>
  )
}
