import { defineRecipe } from '@pandacss/dev'

export const button = defineRecipe({
  className: 'button',
  description: 'Buttons and links that look like buttons',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: '600',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'transparent',
    textDecoration: 'none',
    cursor: 'pointer',
    // A label longer than a 320 px screen (or than enlarged text allows) wraps, never overflows.
    maxW: 'full',
    textAlign: 'center',
    transitionProperty: 'background-color, color, border-color',
    transitionDuration: 'fast',
    _focusVisible: { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.solid',
        color: 'accent.contrast',
        _hover: { bg: 'accent.emphasized' },
      },
      outline: {
        bg: 'bg.canvas',
        color: 'fg.accent',
        borderColor: 'accent.solid',
        _hover: { bg: 'bg.accentSubtle' },
      },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { bg: 'bg.muted' } },
      inverted: {
        bg: 'bg.canvas',
        color: 'fg.accent',
        _hover: { bg: 'bg.accentSubtle' },
      },
    },
    size: {
      sm: { minH: '9', px: '3', fontSize: 'sm' },
      md: { minH: '11', px: '4', fontSize: 'md' },
      lg: { minH: '12', px: '6', fontSize: 'lg' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})
