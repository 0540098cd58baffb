import { css } from 'styled-system/css'

const frameStyle = css({
  w: '64',
  maxW: 'full',
  mx: 'auto',
  p: '3',
  borderRadius: '3xl',
  bg: 'bg.inverted',
  boxShadow: 'lg',
})
const screenStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  minH: '96',
  p: '5',
  borderRadius: '2xl',
})
const buttonStyle = css({
  alignSelf: 'flex-start',
  px: '4',
  py: '2',
  borderRadius: 'md',
  borderWidth: '2px',
  fontWeight: '700',
})

export interface PhonePreviewProps {
  background: string
  text: string
  /** Names the preview for assistive technology, e.g. the simulated vision mode. */
  caption: string
}

/**
 * A phone mock-up in the chosen colours (runtime values, so set as styles). It is a picture of
 * the colours: assistive technology reads its caption, not its sample copy.
 */
export function PhonePreview({ background, text, caption }: PhonePreviewProps) {
  return (
    <figure className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={frameStyle} aria-hidden="true">
        <div className={screenStyle} style={{ backgroundColor: background, color: text }}>
          <p className={css({ fontWeight: '800', fontSize: 'xl' })}>Sample App</p>
          <p>Your order is on its way. Track the delivery or change the address below.</p>
          <p className={css({ fontSize: 'sm' })}>Small print: updates arrive by notification.</p>
          <span
            className={buttonStyle}
            style={{ backgroundColor: text, color: background, borderColor: text }}
          >
            Track Order
          </span>
        </div>
      </div>
      <figcaption className={css({ textAlign: 'center', fontSize: 'sm', color: 'fg.muted' })}>
        {caption}
      </figcaption>
    </figure>
  )
}
