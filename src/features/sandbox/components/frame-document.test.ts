import { describe, expect, it } from 'vitest'
import { frameDocument } from './frame-document'

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
})
