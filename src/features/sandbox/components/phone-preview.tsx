import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'

export interface PhonePreviewProps {
  background: string
  text: string
  /** Says in words what the picture shows, e.g. the colours and the simulated vision mode. */
  caption: string
}

const figureStyle = flex({ direction: 'column', gap: '2', align: 'center' })
const phoneStyle = css({ w: '64', maxW: 'full', h: 'auto', color: 'bg.inverted' })
const captionStyle = css({ textAlign: 'center', fontSize: 'sm', color: 'fg.muted' })

/**
 * A phone mock-up in the chosen colours, drawn as a picture: the visitor may pick colours that
 * fail on purpose, and the picture's text is part of the illustration, described by its caption.
 */
export function PhonePreview({ background, text, caption }: PhonePreviewProps) {
  return (
    <figure className={figureStyle}>
      <svg viewBox="0 0 260 460" className={phoneStyle} aria-hidden="true" fontFamily="inherit">
        <rect width="260" height="460" rx="34" fill="currentColor" />
        <rect data-part="screen" x="12" y="12" width="236" height="436" rx="24" fill={background} />
        <g fill={text}>
          <text x="32" y="72" fontSize="24" fontWeight="800">
            Sample App
          </text>
          <text x="32" y="114" fontSize="15">
            Your order is on its way.
          </text>
          <text x="32" y="136" fontSize="15">
            Track the delivery or
          </text>
          <text x="32" y="158" fontSize="15">
            change the address below.
          </text>
          <text x="32" y="192" fontSize="12">
            Updates arrive by notification.
          </text>
          <rect data-part="action" x="32" y="220" width="136" height="44" rx="8" fill={text} />
        </g>
        <text x="100" y="248" fontSize="15" fontWeight="700" textAnchor="middle" fill={background}>
          Track Order
        </text>
      </svg>
      <figcaption className={captionStyle}>{caption}</figcaption>
    </figure>
  )
}
