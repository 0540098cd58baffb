import { defineRecipe } from '@pandacss/dev'
import { focusRing } from './focus-ring'

/** A square button that shows only an icon (its name is its aria-label): a 44 px target. */
export const iconButton = defineRecipe({
  className: 'icon-button',
  description: 'A square, icon-only button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    w: '11',
    h: '11',
    borderRadius: 'md',
    color: 'fg.default',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: focusRing('2px'),
    _disabled: { opacity: 0.4, cursor: 'not-allowed' },
  },
})
