import { css } from 'styled-system/css'

/** Shown only after an in-app navigation, for the moment the form's code takes to arrive. */
export function FormLoading() {
  return (
    <p role="status" className={css({ color: 'fg.muted' })}>
      Loading the form…
    </p>
  )
}
