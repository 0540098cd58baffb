import { defineConfig } from '@pandacss/dev'
import { appPreset } from './src/theme/preset'

export default defineConfig({
  preflight: true,
  presets: ['@pandacss/preset-base', '@pandacss/preset-panda', appPreset],
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  jsxFramework: 'react',
  outdir: 'styled-system',
  // Only emit the tokens and recipe variants the code uses.
  staticCss: {},
})
