import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { publishAuthState } from '@/lib/session/auth-session'
import { FORM_TEST_TIMEOUT, renderWithRouter } from '@/test/render-with-router'
import { expectToast, findToast } from '@/test/toasts'
import { signUp } from '../api/sign-up'
import { SignUpForm } from './sign-up-form'

vi.mock('@/lib/session/auth-session', () => ({
  connectSessionEvents: vi.fn(() => Promise.resolve()),
  publishAuthState: vi.fn(),
}))
vi.mock('../api/sign-up', () => ({ signUp: vi.fn() }))

type User = Awaited<ReturnType<typeof renderWithRouter>>['user']

async function fill(user: User, password: string, confirmation: string) {
  await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Ann')
  await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Lee')
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ann@example.com')
  await user.type(screen.getByLabelText(/^Password/), password)
  await user.type(screen.getByLabelText(/^Confirm Password/), confirmation)
  await user.click(screen.getByRole('button', { name: 'Create Account' }))
}

describe('the sign-up form (/auth)', FORM_TEST_TIMEOUT, () => {
  beforeEach(() => {
    vi.clearAllMocks()
    vi.mocked(signUp).mockResolvedValue({ ok: true, value: 'pending-confirmation' })
  })

  it('names every missing entry, with the password rule as a hint', async () => {
    const { user } = await renderWithRouter(<SignUpForm />, { route: '/auth' })
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 6 characters.')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Last name is required')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getAllByText('Password must be at least 6 characters')).toHaveLength(2)
    expect(signUp).not.toHaveBeenCalled()
  })

  it('says the passwords differ and creates nothing', async () => {
    const { user } = await renderWithRouter(<SignUpForm />, { route: '/auth' })
    await fill(user, 'secret1', 'secret2')
    await expectToast({
      title: 'Password Mismatch',
      description: 'Passwords do not match. Please try again.',
      variant: 'destructive',
    })
    expect(signUp).not.toHaveBeenCalled()
  })

  it('creates the account pending confirmation, says so and clears the form', async () => {
    const { user } = await renderWithRouter(<SignUpForm />, { route: '/auth' })
    await fill(user, 'secret1', 'secret1')
    await expectToast({
      title: 'Account Created!',
      description: 'Please check your email to verify your account.',
    })
    expect(signUp).toHaveBeenCalledWith({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
    })
    expect(publishAuthState).not.toHaveBeenCalled()
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('')
  })

  it('says the visitor is signed in where the project has confirmations off', async () => {
    vi.mocked(signUp).mockResolvedValue({ ok: true, value: 'signed-in' })
    const { user } = await renderWithRouter(<SignUpForm />, { route: '/auth' })
    await fill(user, 'secret1', 'secret1')
    await expectToast({
      title: 'Account Created!',
      description: 'You are signed in.',
    })
    expect(publishAuthState).toHaveBeenCalled()
  })

  it('gives the Account Exists advice for the provider’s user without identities', async () => {
    vi.mocked(signUp).mockResolvedValue({ ok: true, value: 'already-registered' })
    const { user } = await renderWithRouter(<SignUpForm />, { route: '/auth' })
    await fill(user, 'secret1', 'secret1')
    await findToast('Account Exists')
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ann@example.com')
  })

  it('advises signing in when the address already has an account', async () => {
    vi.mocked(signUp).mockResolvedValue({
      ok: false,
      reason: 'rejected',
      message: 'User already registered',
    })
    const { user } = await renderWithRouter(<SignUpForm />, { route: '/auth' })
    await fill(user, 'secret1', 'secret1')
    await expectToast({
      title: 'Account Exists',
      description: 'An account with this email already exists. Please sign in instead.',
      variant: 'destructive',
    })
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ann')
  })
})
