import { describe, expect, it } from 'vitest'
import { framePolicy } from './frame-policy'
import { isTooLarge, markupBytes, MAX_MARKUP_BYTES } from './markup-size'

describe('framePolicy', () => {
  const policy = framePolicy('sha256-abc=')
  const directives = Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ')
      return [name, values]
    }),
  )

  it('allows no request: nothing but data: URLs for images and fonts', () => {
    expect(directives['default-src']).toEqual(["'none'"])
    expect(directives['img-src']).toEqual(['data:'])
    expect(directives['font-src']).toEqual(['data:'])
    expect(directives['connect-src']).toBeUndefined()
    expect(directives['form-action']).toEqual(["'none'"])
    expect(directives['base-uri']).toEqual(["'none'"])
  })

  it('runs only the checker, by its hash', () => {
    expect(directives['script-src']).toEqual(["'sha256-abc='"])
  })
})

describe('markup size', () => {
  it('counts UTF-8 bytes and refuses more than 2 MB', () => {
    expect(markupBytes('é')).toBe(2)
    expect(isTooLarge(MAX_MARKUP_BYTES)).toBe(false)
    expect(isTooLarge(MAX_MARKUP_BYTES + 1)).toBe(true)
    expect(MAX_MARKUP_BYTES).toBe(2 * 1024 * 1024)
  })
})
