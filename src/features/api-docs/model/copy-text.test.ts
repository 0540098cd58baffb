import { describe, expect, it, vi } from 'vitest'
import { apiEndpoints } from '../content/docs'
import { copyText } from './copy-text'

describe('copyText', () => {
  it('writes the text and reports success', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    expect(await copyText('curl …', { writeText })).toBe(true)
    expect(writeText).toHaveBeenCalledWith('curl …')
  })

  it('reports failure when the clipboard is missing or refuses', async () => {
    expect(await copyText('x', undefined)).toBe(false)
    expect(await copyText('x', { writeText: () => Promise.reject(new Error('denied')) })).toBe(
      false,
    )
  })
})

describe('documented endpoints', () => {
  it('are the three POST endpoints of the spec', () => {
    expect(apiEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'POST /api/v1/compliance-check',
      'POST /api/v1/color-contrast',
      'POST /api/v1/accessibility-scan',
    ])
  })

  it('document the colour contrast request and response fields', () => {
    const contrast = apiEndpoints.find((endpoint) => endpoint.id === 'color-contrast')
    expect(Object.keys(JSON.parse(contrast?.request ?? '{}') as object)).toEqual([
      'foreground',
      'background',
    ])
    expect(Object.keys(JSON.parse(contrast?.response ?? '{}') as object)).toEqual([
      'contrast_ratio',
      'wcag_aa_normal',
      'wcag_aa_large',
      'wcag_aaa_normal',
      'wcag_aaa_large',
    ])
  })
})
