import { describe, expect, it } from 'vitest'
import { fontSizePasses, fontSizeSlider, touchTargetPasses, touchTargetSlider } from './playground'

describe('playground pass rules', () => {
  it('text passes at 16px or more, from the default', () => {
    expect(fontSizeSlider.defaultValue).toBe(16)
    expect(fontSizePasses(15)).toBe(false)
    expect(fontSizePasses(16)).toBe(true)
    expect(fontSizePasses(24)).toBe(true)
  })

  it('touch targets pass at 44px or more, from the default', () => {
    expect(touchTargetSlider.defaultValue).toBe(44)
    expect(touchTargetPasses(42)).toBe(false)
    expect(touchTargetPasses(44)).toBe(true)
  })
})
