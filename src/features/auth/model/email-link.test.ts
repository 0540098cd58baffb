import { describe, expect, it } from 'vitest'
import { readEmailLinkLanding, withoutLinkParameters } from './email-link'

describe('readEmailLinkLanding', () => {
  it('reads the PKCE code of a working link', () => {
    expect(readEmailLinkLanding('?code=abc', '')).toEqual({ kind: 'code', code: 'abc' })
  })

  it('reads GoTrue’s failure from the fragment, or the query', () => {
    const failure = {
      kind: 'failed',
      errorCode: 'otp_expired',
      description: 'Email link is invalid or has expired',
    }
    const params =
      'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'
    expect(readEmailLinkLanding('', `#${params}`)).toEqual(failure)
    expect(readEmailLinkLanding(`?${params}`, `#${params}`)).toEqual(failure)
    expect(readEmailLinkLanding(`?${params}`, '')).toEqual(failure)
  })

  it('is nothing for an ordinary visit', () => {
    expect(readEmailLinkLanding('', '')).toBeNull()
    expect(readEmailLinkLanding('?ref=mail', '#top')).toBeNull()
    expect(readEmailLinkLanding('?code=', '')).toBeNull()
  })
})

describe('withoutLinkParameters', () => {
  it('drops the code and the error and keeps the rest', () => {
    expect(withoutLinkParameters('/', '?code=abc')).toBe('/')
    expect(withoutLinkParameters('/reset-password', '?code=abc&ref=x')).toBe(
      '/reset-password?ref=x',
    )
    expect(withoutLinkParameters('/', '?error=a&error_code=b&error_description=c')).toBe('/')
  })
})
