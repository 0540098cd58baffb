import { Field } from '@ark-ui/react/field'
import { css } from 'styled-system/css'
import { field as fieldRecipe } from 'styled-system/recipes'

// A line is kept for the message even when there is none, so that a message appearing when
// the visitor leaves a field never moves the button they are about to press.
const slotStyle = css({ minH: '5' })

export function FieldErrorText({ error }: { error: string | undefined }) {
  return (
    <div className={slotStyle}>
      <Field.ErrorText className={fieldRecipe().errorText}>{error}</Field.ErrorText>
    </div>
  )
}
