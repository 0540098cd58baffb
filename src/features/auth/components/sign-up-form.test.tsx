import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { publishAuthState } from '@/lib/session/auth-session'
import { FORM_TEST_TIMEOUT, renderWithRouter } from '@/test/render-with-router'
import { expectToast } from '@/test/toasts'
import { signUp } from '../api/sign-up'
import { SignUpForm } from './sign-up-form'

// These outcomes need a project with e-mail confirmations off; the backend the tests start has
// them on (as config.toml), and a second one would double that start for every run.
vi.mock('@/lib/session/auth-session', () => ({
  connectSessionEvents: vi.fn(() => Promise.resolve()),
  publishAuthState: vi.fn(),
}))
vi.mock('../api/sign-up', () => ({ signUp: vi.fn() }))

type User = Awaited<ReturnType<typeof renderWithRouter>>['user']

async function fill(user: User) {
  await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Ann')
  await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Lee')
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ann@example.com')
  await user.type(screen.getByLabelText(/^Password/), 'secret1')
  await user.type(screen.getByLabelText(/^Confirm Password/), 'secret1')
  await user.click(screen.getByRole('button', { name: 'Create Account' }))
}

describe('the sign-up form (/auth), with e-mail confirmations off', FORM_TEST_TIMEOUT, () => {
  beforeEach(() => {
    vi.clearAllMocks()
  })

  it('says the visitor is signed in', async () => {
    vi.mocked(signUp).mockResolvedValue({ ok: true, value: 'signed-in' })
    const { user } = await renderWithRouter(<SignUpForm />, { route: '/auth' })
    await fill(user)
    await expectToast({
      title: 'Account Created!',
      description: 'You are signed in.',
    })
    expect(publishAuthState).toHaveBeenCalled()
  })

  it('advises signing in when the address already has an account', async () => {
    vi.mocked(signUp).mockResolvedValue({
      ok: false,
      reason: 'rejected',
      message: 'User already registered',
    })
    const { user } = await renderWithRouter(<SignUpForm />, { route: '/auth' })
    await fill(user)
    await expectToast({
      title: 'Account Exists',
      description: 'An account with this email already exists. Please sign in instead.',
      variant: 'destructive',
    })
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ann')
  })
})
