import {
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  filterGrayscale,
  formatHex,
  type Color,
  modeLrgb,
  modeRgb,
  parse,
  // Registers a colour space with culori's tree-shakable build; not a React hook.
  useMode as registerMode,
  wcagContrast,
} from 'culori/fn'

registerMode(modeRgb)
registerMode(modeLrgb)

/** Spec: white background and black text, 21:1. */
export const DEFAULT_BACKGROUND = '#ffffff'
export const DEFAULT_TEXT = '#000000'

/** WCAG 2.1 thresholds (1.4.3 and 1.4.6). */
export const AAA_RATIO = 7
export const AA_RATIO = 4.5
export const LARGE_TEXT_RATIO = 3

export type ContrastLevel = 'AAA' | 'AA' | 'Fail'

export const levelBadges: Record<
  ContrastLevel,
  { label: string; variant: 'default' | 'secondary' | 'destructive' }
> = {
  AAA: { label: 'WCAG AAA', variant: 'default' },
  AA: { label: 'WCAG AA', variant: 'secondary' },
  Fail: { label: 'WCAG Fail', variant: 'destructive' },
}

/** A colour as typed (hex, with or without #, or a CSS colour name) as #rrggbb; undefined if not a colour. */
export function parseColour(text: string): string | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  const candidate = /^[0-9a-f]{3}$|^[0-9a-f]{6}$/i.test(trimmed) ? `#${trimmed}` : trimmed
  const colour = parse(candidate)
  return colour ? formatHex(colour) : undefined
}

/** WCAG level of a contrast ratio; thresholds are compared with the unrounded ratio. */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= AAA_RATIO) return 'AAA'
  if (ratio >= AA_RATIO) return 'AA'
  return 'Fail'
}

export interface ContrastCheck {
  /** Rounded to 2 decimals, as shown. */
  ratio: number
  level: ContrastLevel
  largeTextPasses: boolean
}

/** WCAG 2.1 contrast ratio of two colours, from their relative luminance. */
export function checkContrast(background: string, text: string): ContrastCheck {
  const exact = wcagContrast(background, text)
  return {
    ratio: Math.round(exact * 100) / 100,
    level: contrastLevel(exact),
    largeTextPasses: exact >= LARGE_TEXT_RATIO,
  }
}

export function formatRatio(ratio: number): string {
  return `${ratio}:1`
}

export const visionModes = [
  { value: 'normal', label: 'Normal vision' },
  { value: 'protanopia', label: 'Protanopia (red-blind)' },
  { value: 'deuteranopia', label: 'Deuteranopia (green-blind)' },
  { value: 'tritanopia', label: 'Tritanopia (blue-blind)' },
  { value: 'monochrome', label: 'Monochrome (no colour)' },
] as const

export type VisionMode = (typeof visionModes)[number]['value']

// Machado, Oliveira and Fernandes (2009) at full severity; monochrome is a full greyscale.
const visionFilters: Record<Exclude<VisionMode, 'normal'>, (colour: Color) => Color> = {
  protanopia: filterDeficiencyProt(1),
  deuteranopia: filterDeficiencyDeuter(1),
  tritanopia: filterDeficiencyTrit(1),
  monochrome: filterGrayscale(1),
}

/** How a #rrggbb colour appears with the given colour vision. */
export function simulateVision(hex: string, mode: VisionMode): string {
  const colour = parse(hex)
  if (!colour || mode === 'normal') return hex
  return formatHex(visionFilters[mode](colour))
}
