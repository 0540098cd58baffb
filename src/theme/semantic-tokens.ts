import { defineSemanticTokens } from '@pandacss/dev'

// Every colour a component may use. Values are chosen so that text pairs meet WCAG AA
// (4.5:1) against the surfaces they are meant for.
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.white}' },
      subtle: { value: '{colors.slate.50}' },
      muted: { value: '{colors.slate.100}' },
      inverted: { value: '{colors.slate.900}' },
      accentSubtle: { value: '{colors.blue.50}' },
    },
    fg: {
      default: { value: '{colors.slate.900}' },
      muted: { value: '{colors.slate.600}' },
      inverted: { value: '{colors.white}' },
      invertedMuted: { value: '{colors.slate.300}' },
      accent: { value: '{colors.blue.700}' },
    },
    accent: {
      solid: { value: '{colors.blue.700}' },
      emphasized: { value: '{colors.blue.800}' },
      contrast: { value: '{colors.white}' },
      highlight: { value: '{colors.amber.300}' },
    },
    border: {
      default: { value: '{colors.slate.200}' },
      strong: { value: '{colors.slate.400}' },
      focus: { value: '{colors.blue.600}' },
    },
    success: {
      subtle: { value: '{colors.green.100}' },
      fg: { value: '{colors.green.800}' },
    },
    warning: {
      subtle: { value: '{colors.yellow.100}' },
      fg: { value: '{colors.yellow.800}' },
    },
    danger: {
      solid: { value: '{colors.red.700}' },
      subtle: { value: '{colors.red.100}' },
      fg: { value: '{colors.red.800}' },
    },
    neutral: {
      subtle: { value: '{colors.slate.100}' },
      fg: { value: '{colors.slate.700}' },
    },
  },
})
