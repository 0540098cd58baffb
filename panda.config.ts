import { defineConfig } from '@pandacss/dev'
import { appPreset } from './src/theme/preset'

export default defineConfig({
  preflight: true,
  presets: ['@pandacss/preset-base', '@pandacss/preset-panda', appPreset],
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  conditions: {
    extend: {
      // Hover styles only where the main pointer can hover. On a touch screen a tap set them and
      // cleared them again around its click (a restyle and a frame before the click's own work)
      // and left them on the tapped control afterwards (docs/decisions/0031).
      hover: ['@media (hover: hover)', '&:is(:hover, [data-hover])'],
    },
  },
  jsxFramework: 'react',
  outdir: 'styled-system',
  // Only emit the tokens and recipe variants the code uses.
  staticCss: {},
})
