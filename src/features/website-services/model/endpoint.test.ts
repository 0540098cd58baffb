import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkEndpoint } from './endpoint'

const host = 'formspree.io'

describe('checkEndpoint', () => {
  it.each([
    'https://formspree.io/f/abc123',
    'https://FORMSPREE.io/f/abc123',
    'http://localhost:4321/submit',
    'http://127.0.0.1:55123/ok',
    '  https://formspree.io/f/x  ',
  ])('accepts %s', (url) => {
    expect(checkEndpoint(url, host).ok).toBe(true)
  })

  it.each([
    'http://formspree.io/f/abc123',
    'https://formspree.io.evil.example/f/1',
    'https://evil.example/formspree.io',
    'https://sub.formspree.io/f/1',
    'https://formspree.io:8443/f/1',
    'https://user:pw@formspree.io/f/1',
    'https://localhost/f/1',
    'http://192.168.1.10/f/1',
    'javascript:alert(1)',
    'formspree.io/f/abc',
    'ftp://formspree.io/f/1',
  ])('refuses %s', (url) => {
    expect(checkEndpoint(url, host)).toEqual({ ok: false, reason: 'refused' })
  })

  it('reports an empty endpoint separately', () => {
    expect(checkEndpoint('   ', host)).toEqual({ ok: false, reason: 'empty' })
  })

  it('never accepts an https address whose host is not the forwarding host', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'] }), (url) => {
        const result = checkEndpoint(url, host)
        if (result.ok) expect(new URL(result.url).hostname).toBe(host)
      }),
    )
  }, 15_000)
})
