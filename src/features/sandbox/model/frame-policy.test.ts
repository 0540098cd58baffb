import { describe, expect, it } from 'vitest'
import { framePolicy } from './frame-policy'

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
