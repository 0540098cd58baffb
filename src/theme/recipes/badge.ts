import { defineRecipe } from '@pandacss/dev'

export const badge = defineRecipe({
  className: 'badge',
  description: 'Small status labels',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2.5',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'sm',
    fontWeight: '600',
    lineHeight: '1.5',
    // Forced colours drop the fill: a border keeps the label reading as a badge.
    borderWidth: '1px',
    borderColor: 'transparent',
  },
  variants: {
    variant: {
      default: { bg: 'accent.solid', color: 'accent.contrast' },
      secondary: { bg: 'bg.muted', color: 'fg.default' },
      destructive: { bg: 'danger.solid', color: 'accent.contrast' },
      success: { bg: 'success.subtle', color: 'success.fg' },
      warning: { bg: 'warning.subtle', color: 'warning.fg' },
      danger: { bg: 'danger.subtle', color: 'danger.fg' },
      neutral: { bg: 'neutral.subtle', color: 'neutral.fg' },
      highlight: { bg: 'accent.highlight', color: 'accent.highlightFg' },
    },
  },
  defaultVariants: { variant: 'default' },
})
