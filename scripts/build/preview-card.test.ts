import { describe, expect, it } from 'vitest'
import { pageTitleOf, previewCardSvg, wrapTitle } from './preview-card'

describe('wrapTitle', () => {
  it('keeps a short title on one line', () => {
    expect(wrapTitle('About Us', 26, 3)).toEqual(['About Us'])
  })

  it('breaks between words, never inside one', () => {
    expect(wrapTitle('Websites, Apps & Automation Built Fast', 26, 3)).toEqual([
      'Websites, Apps &',
      'Automation Built Fast',
    ])
  })

  it('ends the last line in an ellipsis when the title is too long', () => {
    const lines = wrapTitle('one two three four five six seven', 9, 2)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(/…$/)
    expect(lines.every((line) => line.length <= 9)).toBe(true)
  })
})

describe('previewCardSvg', () => {
  it('draws the title, the site name and the host, escaped', () => {
    const svg = previewCardSvg({ title: 'Q&A <Tools>', siteName: 'Keystone', host: 'example.org' })
    expect(svg).toContain('width="1200" height="630"')
    expect(svg).toContain('Q&#38;A &#60;Tools&#62;')
    expect(svg).toContain('>Keystone</text>')
    expect(svg).toContain('>example.org</text>')
  })
})

describe('pageTitleOf', () => {
  it('reads the page title from og:title, without the company name', () => {
    const html =
      '<meta property="og:title" content="Websites, Apps &amp; Automation | Keystone Digital"/>'
    expect(pageTitleOf(html)).toBe('Websites, Apps & Automation')
  })

  it('is undefined for a page without one', () => {
    expect(pageTitleOf('<title>404</title>')).toBeUndefined()
  })
})
