import { defineSemanticTokens } from '@pandacss/dev'

/**
 * A colour for each scheme. CSS's own `light-dark()` picks one from the element's
 * `color-scheme`, which follows the system unless the visitor chose a scheme (see
 * `src/lib/color-scheme`): no JavaScript is needed to follow the system, and no class
 * has to be set before paint.
 */
const scheme = (light: string, dark: string) => ({
  value: `light-dark({colors.${light}}, {colors.${dark}})`,
})

// Every colour a component may use. Values are chosen so that text pairs meet WCAG AA
// (4.5:1) against the surfaces they are meant for, in both schemes (semantic-tokens.test.ts).
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: scheme('white', 'slate.950'),
      subtle: scheme('slate.50', 'slate.900'),
      muted: scheme('slate.100', 'slate.800'),
      inverted: scheme('slate.900', 'black'),
      accentSubtle: scheme('blue.50', 'blue.950'),
    },
    fg: {
      default: scheme('slate.900', 'slate.50'),
      muted: scheme('slate.600', 'slate.400'),
      inverted: scheme('white', 'white'),
      invertedMuted: scheme('slate.300', 'slate.300'),
      accent: scheme('blue.700', 'blue.300'),
    },
    accent: {
      solid: scheme('blue.700', 'blue.600'),
      emphasized: scheme('blue.800', 'blue.700'),
      contrast: scheme('white', 'white'),
      highlight: scheme('amber.300', 'amber.300'),
      highlightFg: scheme('slate.900', 'slate.900'),
    },
    border: {
      default: scheme('slate.200', 'slate.800'),
      strong: scheme('slate.500', 'slate.500'),
      focus: scheme('blue.600', 'blue.400'),
      inverted: scheme('slate.700', 'slate.800'),
    },
    success: {
      subtle: scheme('green.100', 'green.950'),
      fg: scheme('green.800', 'green.300'),
    },
    warning: {
      subtle: scheme('yellow.100', 'yellow.950'),
      fg: scheme('yellow.800', 'yellow.200'),
    },
    danger: {
      solid: scheme('red.700', 'red.600'),
      subtle: scheme('red.100', 'red.950'),
      fg: scheme('red.800', 'red.300'),
    },
    neutral: {
      subtle: scheme('slate.100', 'slate.800'),
      fg: scheme('slate.700', 'slate.200'),
    },
  },
})
