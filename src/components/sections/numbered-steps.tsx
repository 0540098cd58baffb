import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'

const listStyle = grid({ gap: '6', columns: { base: 1, sm: 2, lg: 4 } })
const numberStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  bg: 'accent.solid',
  color: 'accent.contrast',
  fontWeight: '700',
  mb: '3',
})
const titleStyle = css({ textStyle: 'h3', mb: '2' })
const textStyle = css({ color: 'fg.muted' })

export interface NumberedStep {
  title: string
  text: string
}

/**
 * The steps of a process in order. The list is ordered for assistive technology; the numbers
 * shown are decoration, so they are hidden from it.
 */
export function NumberedSteps({ steps }: { steps: readonly NumberedStep[] }) {
  return (
    <ol className={listStyle}>
      {steps.map((step, index) => (
        <li key={step.title}>
          <span className={numberStyle} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={titleStyle}>{step.title}</h3>
          <p className={textStyle}>{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
