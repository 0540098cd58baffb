import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing } from './focus-ring'

export const slider = defineSlotRecipe({
  className: 'slider',
  description: 'A single-value slider with its label and value (Ark UI slider)',
  slots: ['root', 'header', 'label', 'valueText', 'control', 'track', 'range', 'thumb'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    header: { display: 'flex', justifyContent: 'space-between', gap: '4' },
    label: { fontWeight: '600', color: 'fg.default' },
    valueText: { fontVariantNumeric: 'tabular-nums', color: 'fg.muted' },
    control: { position: 'relative', display: 'flex', alignItems: 'center', h: '11' },
    track: {
      flex: '1',
      h: '2',
      borderRadius: 'full',
      bg: 'bg.muted',
      borderWidth: '1px',
      borderColor: 'border.strong',
    },
    range: { h: 'full', borderRadius: 'full', bg: 'accent.solid' },
    thumb: {
      w: '6',
      h: '6',
      borderRadius: 'full',
      bg: 'bg.canvas',
      borderWidth: '3px',
      borderColor: 'accent.solid',
      boxShadow: 'sm',
      cursor: 'grab',
      _focusVisible: focusRing('2px'),
    },
  },
})
