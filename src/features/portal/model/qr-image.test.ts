import { describe, expect, it } from 'vitest'
import { groupedSecret, qrImageSource } from './qr-image'

describe('qrImageSource', () => {
  it('percent-encodes the SVG, so a # inside does not cut the image short', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#000"/></svg>'
    const source = qrImageSource(`data:image/svg+xml;utf-8,${svg}`)
    expect(source).not.toContain('#')
    expect(decodeURIComponent(source.slice('data:image/svg+xml;charset=utf-8,'.length))).toBe(svg)
  })

  it('leaves any other form unchanged', () => {
    expect(qrImageSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
  })
})

describe('groupedSecret', () => {
  it('groups by four for typing', () => {
    expect(groupedSecret('ABCDEFGHIJKLMNOP')).toBe('ABCD EFGH IJKL MNOP')
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF')
  })
})
