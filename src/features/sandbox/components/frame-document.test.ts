import { describe, expect, it } from 'vitest'
import { MAX_DEPTH } from '../model/markup-size'
import { frameDocument, PageRefusal } from './frame-document'

describe('frameDocument', () => {
  const page = frameDocument(
    '<!doctype html><html lang="en"><head><meta http-equiv="refresh" content="0;url=https://example.com"><base href="https://example.com/"><title>T</title></head><body><p>Hi</p><script>alert(1)</script></body></html>',
    'axe.run()',
    'sha256-abc=',
  )
  const parsed = new DOMParser().parseFromString(page, 'text/html')

  it('keeps the page’s doctype and language', () => {
    expect(page.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(parsed.documentElement.lang).toBe('en')
  })

  it('puts the frame’s policy first in the head and drops refresh and base', () => {
    const first = parsed.head.firstElementChild
    expect(first?.getAttribute('http-equiv')).toBe('Content-Security-Policy')
    expect(first?.getAttribute('content')).toContain("script-src 'sha256-abc='")
    expect(parsed.querySelectorAll('meta[http-equiv]')).toHaveLength(1)
    expect(parsed.querySelector('base')).toBeNull()
  })

  it('ends with the checker’s script, after the page’s own content', () => {
    expect(page.endsWith('<script>axe.run()</script>')).toBe(true)
    expect(parsed.body.textContent).toContain('Hi')
  })

  it('sets aside every address the browser would fetch while parsing, and keeps links and alt text', () => {
    const withResources = new DOMParser().parseFromString(
      frameDocument(
        '<html><head><link rel="stylesheet" href="https://example.com/theme.css"></head><body><img src="/tracker.png" srcset="/a.png 2x" alt="Logo"><a href="/about">About</a><svg><image href="https://example.com/x.svg"/></svg></body></html>',
        'axe.run()',
        'sha256-abc=',
      ),
      'text/html',
    )
    expect(withResources.querySelector('link')?.hasAttribute('href')).toBe(false)
    const image = withResources.querySelector('img')
    expect(image?.hasAttribute('src')).toBe(false)
    expect(image?.hasAttribute('srcset')).toBe(false)
    expect(image?.getAttribute('data-page-check-src')).toBe('/tracker.png')
    expect(image?.getAttribute('alt')).toBe('Logo')
    expect(withResources.querySelector('image')?.hasAttribute('href')).toBe(false)
    expect(withResources.querySelector('a')?.getAttribute('href')).toBe('/about')
  })

  it('drops <noscript>, which the frame would read differently from the parser', () => {
    const trick =
      '<noscript><p title="</noscript><meta http-equiv=refresh content=0;url=data:,x>"></p></noscript><p>Kept</p>'
    const result = frameDocument(trick, 'axe.run()', 'sha256-abc=')
    expect(result).not.toContain('noscript')
    expect(result).not.toContain('refresh')
    expect(result).toContain('<p>Kept</p>')
  })

  it('sets aside names that would shadow a property of the document, and keeps the others', () => {
    const named = new DOMParser().parseFromString(
      frameDocument(
        '<img name="documentElement" alt=""><form name="querySelectorAll"></form><form name="order"></form>',
        'axe.run()',
        'sha256-abc=',
      ),
      'text/html',
    )
    expect(named.querySelector('img')?.getAttribute('data-page-check-name')).toBe('documentElement')
    expect(named.querySelectorAll('[name]')).toHaveLength(1)
    expect(named.querySelector('form[name="order"]')).not.toBeNull()
  })

  it(`refuses a page nested more than ${MAX_DEPTH} elements deep`, () => {
    const nested = (depth: number) => `${'<div>'.repeat(depth)}${'</div>'.repeat(depth)}`
    // html and body come first: 2 levels.
    expect(() => frameDocument(nested(MAX_DEPTH - 2), 'a', 'b')).not.toThrow()
    expect(() => frameDocument(nested(MAX_DEPTH - 1), 'a', 'b')).toThrow(PageRefusal)
  })
})
