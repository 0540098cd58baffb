import { css } from 'styled-system/css'
import { field as fieldRecipe } from 'styled-system/recipes'

// A line is kept for the message even when there is none, so that a message appearing when
// the visitor leaves a field never moves the button they are about to press.
const slotStyle = css({ minH: '5' })

export function FieldErrorText({ id, error }: { id: string; error: string | undefined }) {
  return (
    <div className={slotStyle}>
      {error === undefined ? null : (
        <span id={id} aria-live="polite" className={fieldRecipe().errorText}>
          {error}
        </span>
      )}
    </div>
  )
}
