import { describe, expect, it } from 'vitest'
import { authMessages, signUpFailed } from './messages'

describe('signUpFailed', () => {
  it('advises signing in when the address is already registered', () => {
    expect(signUpFailed('User already registered')).toEqual(authMessages.accountExists)
  })
  it('passes any other provider message through', () => {
    expect(signUpFailed('Password should be at least 6 characters.')).toEqual({
      title: 'Sign Up Failed',
      description: 'Password should be at least 6 characters.',
      variant: 'destructive',
    })
  })
})
