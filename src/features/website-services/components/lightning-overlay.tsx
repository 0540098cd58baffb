import { Zap } from 'lucide-react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { websiteRequestCopy } from '../content/request-form'

const overlayStyle = flex({
  position: 'fixed',
  inset: '0',
  zIndex: 'overlay',
  direction: 'column',
  align: 'center',
  justify: 'center',
  gap: '4',
  bg: 'bg.canvas/85',
})
const boltStyle = css({
  color: 'accent.solid',
  animation: 'pulse',
  _motionReduce: { animation: 'none' },
})
const textStyle = css({ fontWeight: '700', fontSize: 'lg', color: 'fg.default' })

/** Shown while the request is on its way (still, for visitors who ask for reduced motion). */
export function LightningOverlay() {
  return (
    <div className={overlayStyle} data-testid="lightning-overlay">
      <Zap aria-hidden="true" size={72} className={boltStyle} fill="currentColor" />
      <p className={textStyle}>{websiteRequestCopy.sendingOverlay}</p>
    </div>
  )
}
