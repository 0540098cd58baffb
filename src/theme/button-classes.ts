import { button } from 'styled-system/recipes'

/**
 * Every button look as a ready class name. Components pick from this table instead of calling
 * the recipe with run-time values, so each call is computed at build time (static-styles).
 */
export const buttonClasses = {
  solid: {
    sm: button({ variant: 'solid', size: 'sm' }),
    md: button({ variant: 'solid', size: 'md' }),
    lg: button({ variant: 'solid', size: 'lg' }),
  },
  outline: {
    sm: button({ variant: 'outline', size: 'sm' }),
    md: button({ variant: 'outline', size: 'md' }),
    lg: button({ variant: 'outline', size: 'lg' }),
  },
  ghost: {
    sm: button({ variant: 'ghost', size: 'sm' }),
    md: button({ variant: 'ghost', size: 'md' }),
    lg: button({ variant: 'ghost', size: 'lg' }),
  },
  inverted: {
    sm: button({ variant: 'inverted', size: 'sm' }),
    md: button({ variant: 'inverted', size: 'md' }),
    lg: button({ variant: 'inverted', size: 'lg' }),
  },
} as const

export type ButtonVariant = keyof typeof buttonClasses
export type ButtonSize = keyof (typeof buttonClasses)['solid']

export function buttonClass(variant: ButtonVariant = 'solid', size: ButtonSize = 'md'): string {
  return buttonClasses[variant][size]
}
