import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing } from './focus-ring'

export const accordion = defineSlotRecipe({
  className: 'accordion',
  description: 'Questions and answers that open one at a time (the WAI-ARIA accordion pattern)',
  slots: ['root', 'item', 'itemTrigger', 'itemIndicator', 'itemContent'],
  base: {
    item: { borderBottomWidth: '1px', borderColor: 'border.default' },
    itemTrigger: {
      w: 'full',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      minH: '12',
      py: '3',
      textAlign: 'start',
      fontWeight: '600',
      fontSize: 'lg',
      cursor: 'pointer',
      _focusVisible: focusRing('2px'),
    },
    itemIndicator: {
      flexShrink: 0,
      transition: 'transform 0.2s',
      _open: { transform: 'rotate(180deg)' },
    },
    itemContent: { pb: '4', color: 'fg.muted' },
  },
})
