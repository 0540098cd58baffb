import { describe, expect, it } from 'vitest'
import { signInSchema, signUpSchema } from './schemas'

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('account schemas', () => {
  it('requires an e-mail address and a password to sign in', () => {
    expect(messages(signInSchema.safeParse({ email: 'nope', password: '' }))).toEqual([
      'Please enter a valid email address',
      'Password is required',
    ])
    expect(signInSchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true)
  })

  it('requires names and passwords of at least 6 characters to sign up', () => {
    const result = signUpSchema.safeParse({
      firstName: ' ',
      lastName: '',
      email: 'a@example.com',
      password: '12345',
      confirmPassword: '12345',
    })
    expect(messages(result)).toEqual([
      'First name is required',
      'Last name is required',
      'Password must be at least 6 characters',
      'Password must be at least 6 characters',
    ])
    expect(
      signUpSchema.safeParse({
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'a@example.com',
        password: '123456',
        confirmPassword: '654321',
      }).success,
    ).toBe(true)
  })
})
