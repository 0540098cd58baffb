import { useState, type ReactNode } from 'react'
import { flex, grid } from 'styled-system/patterns'
import { colourFieldCopy } from '../content/colours'
import { checkContrast, DEFAULT_BACKGROUND, DEFAULT_TEXT } from '../model/contrast'
import { ColourField } from './colour-field'
import { ContrastResult } from './contrast-result'
import { PhonePreview, type PhonePreviewProps } from './phone-preview'

const layoutStyle = grid({ gap: '8', gridTemplateColumns: { base: '1fr', md: '3fr 2fr' } })
const columnStyle = flex({ direction: 'column', gap: '5' })

/** A text colour on a background colour, as the visitor last entered them validly. */
export function useColourPair() {
  const [background, setBackground] = useState(DEFAULT_BACKGROUND)
  const [text, setText] = useState(DEFAULT_TEXT)
  return { background, text, setBackground, setText }
}

export interface ColourPairDemoProps {
  pair: ReturnType<typeof useColourPair>
  /** Offer buttons that copy the values. */
  copyable?: boolean
  /** What the phone shows, which may differ from the pair (a simulated colour vision). */
  preview: PhonePreviewProps
  /** More controls and results below the pair's contrast. */
  children?: ReactNode
}

/** The two colour fields and their contrast, beside a phone that previews them. */
export function ColourPairDemo({ pair, copyable, preview, children }: ColourPairDemoProps) {
  return (
    <div className={layoutStyle}>
      <div className={columnStyle}>
        <ColourField
          label={colourFieldCopy.background}
          value={pair.background}
          placeholder={DEFAULT_BACKGROUND}
          onChange={pair.setBackground}
          copyable={copyable}
        />
        <ColourField
          label={colourFieldCopy.text}
          value={pair.text}
          placeholder={DEFAULT_TEXT}
          onChange={pair.setText}
          copyable={copyable}
        />
        <ContrastResult check={checkContrast(pair.background, pair.text)} />
        {children}
      </div>
      <PhonePreview {...preview} />
    </div>
  )
}
