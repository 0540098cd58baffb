import { useState } from 'react'
import { flex, grid } from 'styled-system/patterns'
import { checkContrast, DEFAULT_BACKGROUND, DEFAULT_TEXT } from '../model/contrast'
import { ColourField } from './colour-field'
import { ContrastResult } from './contrast-result'
import { DemoCard } from './demo-card'
import { PhonePreview } from './phone-preview'

const layoutStyle = grid({ gap: '8', gridTemplateColumns: { base: '1fr', md: '3fr 2fr' } })
const columnStyle = flex({ direction: 'column', gap: '5' })

export function QuickColors() {
  const [background, setBackground] = useState(DEFAULT_BACKGROUND)
  const [text, setText] = useState(DEFAULT_TEXT)
  return (
    <DemoCard
      title="Quick Colors"
      description="Check a text and background pair against WCAG 2.1 and copy the values."
    >
      <div className={layoutStyle}>
        <div className={columnStyle}>
          <ColourField
            label="Background Color"
            value={background}
            placeholder="#ffffff"
            onChange={setBackground}
            copyable
          />
          <ColourField
            label="Text Color"
            value={text}
            placeholder="#000000"
            onChange={setText}
            copyable
          />
          <ContrastResult check={checkContrast(background, text)} />
        </div>
        <PhonePreview
          background={background}
          text={text}
          caption={`Phone preview: ${text} text on ${background}.`}
        />
      </div>
    </DemoCard>
  )
}
