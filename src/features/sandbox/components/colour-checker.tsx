import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { colourCheckerCopy } from '../content/colours'
import { checkContrast, simulateVision, visionModes, type VisionMode } from '../model/contrast'
import { ColourPairDemo, useColourPair } from './colour-pair-demo'
import { ContrastResult } from './contrast-result'
import { DemoCard } from './demo-card'

const legendStyle = css({ fontWeight: '600', mb: '2' })
const modeStyle = css({ display: 'inline-flex', alignItems: 'center', gap: '2', minH: '11' })
const radioStyle = css({ w: '5', h: '5', accentColor: 'accent.solid' })

export function ColourChecker() {
  const pair = useColourPair()
  const [mode, setMode] = useState<VisionMode>('normal')
  const groupName = useId()
  const seenBackground = simulateVision(pair.background, mode)
  const seenText = simulateVision(pair.text, mode)
  const modeLabel = visionModes.find((item) => item.value === mode)?.label ?? ''

  return (
    <DemoCard title={colourCheckerCopy.title} description={colourCheckerCopy.description}>
      <ColourPairDemo
        pair={pair}
        preview={{
          background: seenBackground,
          text: seenText,
          caption: colourCheckerCopy.preview(modeLabel, seenText, seenBackground),
        }}
      >
        <fieldset>
          <legend className={legendStyle}>{colourCheckerCopy.visionLegend}</legend>
          <div className={flex({ wrap: 'wrap', columnGap: '5' })}>
            {visionModes.map((item) => (
              <label key={item.value} className={modeStyle}>
                <input
                  type="radio"
                  name={groupName}
                  value={item.value}
                  checked={item.value === mode}
                  onChange={() => setMode(item.value)}
                  className={radioStyle}
                />
                {item.label}
              </label>
            ))}
          </div>
        </fieldset>
        {mode === 'normal' ? null : (
          <ContrastResult
            check={checkContrast(seenBackground, seenText)}
            label={colourCheckerCopy.seenContrast(modeLabel)}
          />
        )}
      </ColourPairDemo>
    </DemoCard>
  )
}
