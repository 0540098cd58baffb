import { CheckCircle2, XCircle } from 'lucide-react'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { badge } from 'styled-system/recipes'
import { Slider } from '@/components/ui/slider'
import {
  fontSizePasses,
  fontSizeSlider,
  touchTargetPasses,
  touchTargetSlider,
} from '../model/playground'
import { DemoCard } from './demo-card'

const gridStyle = grid({ gap: '8', columns: { base: 1, md: 2 } })
const panelStyle = flex({ direction: 'column', gap: '4' })
const sampleStyle = css({
  p: '4',
  minH: '32',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.subtle',
  lineHeight: '1.5',
})
const targetAreaStyle = flex({
  align: 'center',
  justify: 'center',
  minH: '32',
  borderRadius: 'lg',
  bg: 'bg.subtle',
})
const targetStyle = flex({
  borderRadius: 'md',
  bg: 'accent.solid',
  color: 'accent.contrast',
  align: 'center',
  justify: 'center',
  fontSize: 'xs',
  fontWeight: '700',
})

const px = (value: number) => `${value}px`

function Verdict({
  passes,
  passLabel,
  failLabel,
}: {
  passes: boolean
  passLabel: string
  failLabel: string
}) {
  return (
    <p role="status">
      <span className={badge({ variant: passes ? 'success' : 'danger' })}>
        {passes ? (
          <CheckCircle2 aria-hidden="true" size={14} />
        ) : (
          <XCircle aria-hidden="true" size={14} />
        )}
        {passes ? passLabel : failLabel}
      </span>
    </p>
  )
}

export function TestingPlayground() {
  const [fontSize, setFontSize] = useState<number>(fontSizeSlider.defaultValue)
  const [target, setTarget] = useState<number>(touchTargetSlider.defaultValue)
  return (
    <DemoCard
      title="Accessibility Testing Playground"
      description="Change text size and touch target size and see when they meet the guidelines."
    >
      <div className={gridStyle}>
        <div className={panelStyle}>
          <Slider
            label="Font size"
            {...fontSizeSlider}
            value={fontSize}
            onValueChange={setFontSize}
            formatValue={px}
          />
          <Verdict
            passes={fontSizePasses(fontSize)}
            passLabel="WCAG Compliant"
            failLabel="Too small for body text"
          />
          <p className={sampleStyle} style={{ fontSize: px(fontSize) }}>
            Sample text: your appointment is confirmed for Monday at 10:00 AM.
          </p>
        </div>
        <div className={panelStyle}>
          <Slider
            label="Touch target size"
            {...touchTargetSlider}
            value={target}
            onValueChange={setTarget}
            formatValue={px}
          />
          <Verdict
            passes={touchTargetPasses(target)}
            passLabel="Mobile Accessible"
            failLabel="Too small to tap reliably"
          />
          <div className={targetAreaStyle}>
            <div
              className={targetStyle}
              style={{ width: px(target), height: px(target) }}
              aria-hidden="true"
            >
              Tap
            </div>
          </div>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            Sample target: {target} by {target} pixels. Apple and WCAG 2.5.5 ask for 44 by 44.
          </p>
        </div>
      </div>
    </DemoCard>
  )
}
