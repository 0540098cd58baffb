import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkContrast,
  contrastLevel,
  DEFAULT_BACKGROUND,
  DEFAULT_TEXT,
  formatRatio,
  levelBadges,
  parseColour,
  simulateVision,
} from './contrast'

describe('contrastLevel (spec: 7+ AAA, 4.5+ AA, else Fail)', () => {
  it.each([
    [21, 'AAA'],
    [7, 'AAA'],
    [6.99, 'AA'],
    [4.5, 'AA'],
    [4.49, 'Fail'],
    [3, 'Fail'],
    [1, 'Fail'],
  ] as const)('%s:1 is %s', (ratio, level) => {
    expect(contrastLevel(ratio)).toBe(level)
  })

  it('labels and badge styles: default for AAA, secondary for AA, destructive for Fail', () => {
    expect(levelBadges.AAA).toEqual({ label: 'WCAG AAA', variant: 'default' })
    expect(levelBadges.AA).toEqual({ label: 'WCAG AA', variant: 'secondary' })
    expect(levelBadges.Fail).toEqual({ label: 'WCAG Fail', variant: 'destructive' })
  })
})

describe('checkContrast', () => {
  it('defaults are white on black at 21:1, AAA', () => {
    expect(checkContrast(DEFAULT_BACKGROUND, DEFAULT_TEXT)).toEqual({
      ratio: 21,
      level: 'AAA',
      largeTextPasses: true,
    })
  })

  it.each([
    ['#ffffff', '#767676', 4.54, 'AA', true],
    ['#ffffff', '#777777', 4.48, 'Fail', true],
    ['#ffffff', '#595959', 7, 'AAA', true],
    ['#ffffff', '#949494', 3.03, 'Fail', true],
    ['#ffffff', '#0000ff', 8.59, 'AAA', true],
    ['#ffffff', '#ff0000', 4, 'Fail', true],
    ['#ffffff', '#aaaaaa', 2.32, 'Fail', false],
    ['#123456', '#123456', 1, 'Fail', false],
  ] as const)('%s behind %s is %s:1 (%s)', (background, text, ratio, level, large) => {
    expect(checkContrast(background, text)).toEqual({ ratio, level, largeTextPasses: large })
  })

  it('is symmetric and between 1 and 21', () => {
    const hex = fc
      .integer({ min: 0, max: 0xffffff })
      .map((n) => `#${n.toString(16).padStart(6, '0')}`)
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const { ratio } = checkContrast(a, b)
        return ratio === checkContrast(b, a).ratio && ratio >= 1 && ratio <= 21
      }),
    )
  })

  it('shows the ratio as N:1', () => {
    expect(formatRatio(21)).toBe('21:1')
    expect(formatRatio(4.54)).toBe('4.54:1')
  })
})

describe('parseColour', () => {
  it.each([
    ['#FFFFFF', '#ffffff'],
    ['#fff', '#ffffff'],
    ['1a2b3c', '#1a2b3c'],
    ['  #000000 ', '#000000'],
    ['red', '#ff0000'],
  ])('%s is %s', (text, hex) => {
    expect(parseColour(text)).toBe(hex)
  })

  it.each(['', '#12', '#ggg', 'not a colour', '#1234567'])('%s is not a colour', (text) => {
    expect(parseColour(text)).toBeUndefined()
  })
})

describe('simulateVision', () => {
  it('leaves colours alone with normal vision and keeps black and white', () => {
    expect(simulateVision('#3366cc', 'normal')).toBe('#3366cc')
    for (const mode of ['protanopia', 'deuteranopia', 'tritanopia', 'monochrome'] as const) {
      expect(simulateVision('#ffffff', mode)).toBe('#ffffff')
      expect(simulateVision('#000000', mode)).toBe('#000000')
    }
  })

  it('makes red and green hard to tell apart for protanopia and deuteranopia', () => {
    const normal = checkContrast('#ff0000', '#00ff00').ratio
    expect(
      checkContrast(
        simulateVision('#ff0000', 'deuteranopia'),
        simulateVision('#00ff00', 'deuteranopia'),
      ).ratio,
    ).not.toBe(normal)
    expect(simulateVision('#ff0000', 'protanopia')).not.toBe('#ff0000')
  })

  it('turns colours grey in monochrome', () => {
    const grey = simulateVision('#3366cc', 'monochrome')
    expect(grey.slice(1, 3)).toBe(grey.slice(3, 5))
    expect(grey.slice(3, 5)).toBe(grey.slice(5, 7))
  })
})
