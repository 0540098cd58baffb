import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkEndpoint, type EndpointPolicy } from './endpoint'

const production: EndpointPolicy = { forwardingHost: 'formspree.io', allowLoopback: false }
const testBuild: EndpointPolicy = { ...production, allowLoopback: true }

const loopback = [
  'http://localhost:4321/submit',
  'http://127.0.0.1:55123/ok',
  'http://127.1:55123/ok',
  'http://0x7f000001:55123/ok',
  'http://2130706433/ok',
  'http://[::1]:55123/ok',
  'http://127.0.0.2/ok',
  'http://localhost./ok',
]

describe('checkEndpoint', () => {
  it.each([
    'https://formspree.io/f/abc123',
    'https://FORMSPREE.io/f/abc123',
    '  https://formspree.io/f/x  ',
  ])('accepts %s in every build', (url) => {
    expect(checkEndpoint(url, production).ok).toBe(true)
    expect(checkEndpoint(url, testBuild).ok).toBe(true)
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
  ])('refuses %s in every build', (url) => {
    expect(checkEndpoint(url, production)).toEqual({ ok: false, reason: 'refused' })
    expect(checkEndpoint(url, testBuild)).toEqual({ ok: false, reason: 'refused' })
  })

  it.each(loopback)('refuses the loopback address %s in a production build', (url) => {
    expect(checkEndpoint(url, production)).toEqual({ ok: false, reason: 'refused' })
  })

  it.each([
    ['http://127.0.0.1:55123/ok', 'http://127.0.0.1:55123/ok'],
    ['http://127.1:55123/ok', 'http://127.0.0.1:55123/ok'],
    ['http://0x7f000001:55123/ok', 'http://127.0.0.1:55123/ok'],
  ])('accepts %s as %s in a test build', (url, href) => {
    expect(checkEndpoint(url, testBuild)).toEqual({ ok: true, url: href })
  })

  it.each(['http://localhost:4321/submit', 'http://[::1]:55123/ok', 'http://127.0.0.2/ok'])(
    'refuses %s even in a test build: only the address its stand-in service listens on',
    (url) => {
      expect(checkEndpoint(url, testBuild)).toEqual({ ok: false, reason: 'refused' })
    },
  )

  it('reports an empty endpoint separately', () => {
    expect(checkEndpoint('   ', production)).toEqual({ ok: false, reason: 'empty' })
  })

  it('never accepts an address whose host is not the forwarding host in a production build', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https', 'http'] }), (url) => {
        const result = checkEndpoint(url, production)
        if (result.ok) expect(new URL(result.url).hostname).toBe('formspree.io')
      }),
    )
  }, 15_000)
})
