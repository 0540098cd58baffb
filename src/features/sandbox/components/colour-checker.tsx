import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import {
  checkContrast,
  DEFAULT_BACKGROUND,
  DEFAULT_TEXT,
  simulateVision,
  visionModes,
  type VisionMode,
} from '../model/contrast'
import { ColourField } from './colour-field'
import { ContrastResult } from './contrast-result'
import { DemoCard } from './demo-card'
import { PhonePreview } from './phone-preview'

const layoutStyle = grid({ gap: '8', gridTemplateColumns: { base: '1fr', md: '3fr 2fr' } })
const columnStyle = flex({ direction: 'column', gap: '5' })
const modeStyle = css({ display: 'inline-flex', alignItems: 'center', gap: '2', minH: '11' })

export function ColourChecker() {
  const [background, setBackground] = useState(DEFAULT_BACKGROUND)
  const [text, setText] = useState(DEFAULT_TEXT)
  const [mode, setMode] = useState<VisionMode>('normal')
  const groupName = useId()
  const seenBackground = simulateVision(background, mode)
  const seenText = simulateVision(text, mode)
  const modeLabel = visionModes.find((item) => item.value === mode)?.label ?? ''

  return (
    <DemoCard
      title="Mobile App Color Checker"
      description="Check contrast for your app's colours and preview them as people with colour blindness see them."
    >
      <div className={layoutStyle}>
        <div className={columnStyle}>
          <ColourField
            label="Background Color"
            value={background}
            placeholder="#ffffff"
            onChange={setBackground}
          />
          <ColourField label="Text Color" value={text} placeholder="#000000" onChange={setText} />
          <ContrastResult check={checkContrast(background, text)} />
          <fieldset>
            <legend className={css({ fontWeight: '600', mb: '2' })}>Color vision</legend>
            <div className={flex({ wrap: 'wrap', columnGap: '5' })}>
              {visionModes.map((item) => (
                <label key={item.value} className={modeStyle}>
                  <input
                    type="radio"
                    name={groupName}
                    value={item.value}
                    checked={item.value === mode}
                    onChange={() => setMode(item.value)}
                    className={css({ w: '5', h: '5', accentColor: 'accent.solid' })}
                  />
                  {item.label}
                </label>
              ))}
            </div>
          </fieldset>
          {mode === 'normal' ? null : (
            <ContrastResult
              check={checkContrast(seenBackground, seenText)}
              label={`Contrast as seen with ${modeLabel}`}
            />
          )}
        </div>
        <PhonePreview
          background={seenBackground}
          text={seenText}
          caption={`Mobile preview with ${modeLabel.toLowerCase()}: ${seenText} text on ${seenBackground}.`}
        />
      </div>
    </DemoCard>
  )
}
