import presetPanda from '@pandacss/preset-panda'
import { wcagContrast } from 'culori'
import { describe, expect, it } from 'vitest'
import { semanticTokens } from './semantic-tokens'

type Scheme = 'light' | 'dark'
type Palette = Record<string, { value?: string } & Record<string, { value: string }>>
const palette = presetPanda.theme.tokens.colors as unknown as Palette
const tokens = semanticTokens.colors as Record<string, Record<string, { value: string }>>

/** The hex value a semantic token (`fg.muted`) takes in one scheme. */
function resolve(name: string, scheme: Scheme): string {
  const [group, key] = name.split('.') as [string, string]
  const match = /^light-dark\(\{colors\.([\w.]+)\}, \{colors\.([\w.]+)\}\)$/.exec(
    tokens[group]?.[key]?.value ?? '',
  )
  const [, light = '', dark = ''] = match ?? []
  if (!match) throw new Error(`${name} is not a light-dark pair`)
  const [colour = '', shade] = (scheme === 'light' ? light : dark).split('.')
  const token = shade ? palette[colour]?.[shade] : palette[colour]
  if (!token?.value) throw new Error(`${name} names an unknown palette colour`)
  return token.value
}

// Text against the surfaces it is meant for (WCAG 1.4.3, 4.5:1).
const textPairs: [string, string][] = [
  ...['fg.default', 'fg.muted', 'fg.accent', 'danger.fg'].flatMap((fg) =>
    ['bg.canvas', 'bg.subtle', 'bg.muted', 'bg.accentSubtle'].map((bg): [string, string] => [
      fg,
      bg,
    ]),
  ),
  ['fg.inverted', 'bg.inverted'],
  ['fg.invertedMuted', 'bg.inverted'],
  ['accent.contrast', 'accent.solid'],
  ['accent.contrast', 'accent.emphasized'],
  ['accent.contrast', 'danger.solid'],
  ['accent.highlightFg', 'accent.highlight'],
  ['success.fg', 'success.subtle'],
  ['success.fg', 'bg.canvas'],
  ['warning.fg', 'warning.subtle'],
  ['danger.fg', 'danger.subtle'],
  ['neutral.fg', 'neutral.subtle'],
]
// Controls and focus rings against the page (WCAG 1.4.11, 3:1).
const graphicPairs: [string, string][] = [
  ['border.strong', 'bg.canvas'],
  ['border.focus', 'bg.canvas'],
  ['accent.solid', 'bg.canvas'],
]

describe.each<Scheme>(['light', 'dark'])('the %s scheme', (scheme) => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(wcagContrast(resolve(fg, scheme), resolve(bg, scheme))).toBeGreaterThanOrEqual(4.5)
  })
  it.each(graphicPairs)('%s on %s reaches 3:1', (fg, bg) => {
    expect(wcagContrast(resolve(fg, scheme), resolve(bg, scheme))).toBeGreaterThanOrEqual(3)
  })
})
