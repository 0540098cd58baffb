import { describe, expect, it } from 'vitest'
import { codeOutcome } from './code-outcome'

describe('codeOutcome', () => {
  it('names each of GoTrue’s answers to a code', () => {
    expect(codeOutcome(undefined)).toBe('verified')
    expect(codeOutcome('mfa_verification_failed', 422)).toBe('wrong')
    expect(codeOutcome('mfa_challenge_expired', 422)).toBe('expired')
    expect(codeOutcome('over_request_rate_limit', 429)).toBe('limited')
    expect(codeOutcome('something_else', 429)).toBe('limited')
    expect(codeOutcome('mfa_factor_not_found', 404)).toBe('refused')
  })
})
