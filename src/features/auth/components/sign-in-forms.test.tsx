import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { confirmOnline } from '@/lib/network/connectivity'
import { publishAuthState, rememberVerifiedAdmin } from '@/lib/session/auth-session'
import { verifyCode } from '@/lib/session/second-factor'
import { FORM_TEST_TIMEOUT, renderWithRouter } from '@/test/render-with-router'
import { expectToast, findToast } from '@/test/toasts'
import { hasAdminRole } from '../api/has-admin-role'
import { resendConfirmation } from '../api/resend-confirmation'
import { signIn } from '../api/sign-in'
import { signOutQuietly } from '../api/sign-out-quietly'
import { parseSignInSearch } from '../model/redirect-target'
import { AdminSignInForm } from './admin-sign-in-form'
import { SignInForm } from './sign-in-form'

vi.mock('@/lib/network/connectivity', () => ({ confirmOnline: vi.fn(), isOnline: () => true }))
vi.mock('@/lib/session/auth-session', () => ({
  connectSessionEvents: vi.fn(() => Promise.resolve()),
  publishAuthState: vi.fn(),
  rememberVerifiedAdmin: vi.fn(),
}))
vi.mock('../api/sign-in', () => ({ signIn: vi.fn() }))
vi.mock('@/lib/session/second-factor', () => ({ verifyCode: vi.fn() }))
vi.mock('../api/has-admin-role', () => ({ hasAdminRole: vi.fn() }))
vi.mock('../api/sign-out-quietly', () => ({ signOutQuietly: vi.fn(() => Promise.resolve()) }))
vi.mock('../api/resend-confirmation', () => ({ resendConfirmation: vi.fn() }))

// The sign-in route's own search validation, as the page receives its address.
const validateSearch = parseSignInSearch

type User = Awaited<ReturnType<typeof renderWithRouter>>['user']

async function signInAs(user: User, email: string, password: string) {
  await user.type(screen.getByRole('textbox', { name: /Email/ }), email)
  await user.type(screen.getByLabelText(/^Password/), password)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

beforeEach(() => {
  vi.clearAllMocks()
  vi.mocked(confirmOnline).mockResolvedValue(true)
  vi.mocked(signIn).mockResolvedValue({ ok: true, value: { userId: 'u1', pendingFactorId: null } })
})

describe('the customer sign-in form (/auth)', FORM_TEST_TIMEOUT, () => {
  it('offers a new confirmation e-mail after the provider says the address is not confirmed', async () => {
    vi.mocked(signIn).mockResolvedValue({
      ok: false,
      reason: 'rejected',
      message: 'Email not confirmed',
      code: 'email_not_confirmed',
    })
    vi.mocked(resendConfirmation).mockResolvedValue({ ok: true, value: null })
    const { user } = await renderWithRouter(<SignInForm />, { route: '/auth', validateSearch })
    expect(screen.queryByRole('button', { name: 'Resend confirmation e-mail' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    await signInAs(user, 'ann@example.com', 'secret1')
    await expectToast({
      title: 'Sign In Failed',
      description: 'Email not confirmed',
      variant: 'destructive',
    })
    await user.click(await screen.findByRole('button', { name: 'Resend confirmation e-mail' }))
    await waitFor(() => expect(resendConfirmation).toHaveBeenCalledWith('ann@example.com'))
    await findToast('Confirmation email sent')
  })

  it('offers no resend for a wrong password', async () => {
    vi.mocked(signIn).mockResolvedValue({
      ok: false,
      reason: 'rejected',
      message: 'Invalid login credentials',
      code: 'invalid_credentials',
    })
    const { user } = await renderWithRouter(<SignInForm />, { route: '/auth', validateSearch })
    await signInAs(user, 'ann@example.com', 'secret1')
    await findToast('Sign In Failed')
    expect(screen.queryByRole('button', { name: 'Resend confirmation e-mail' })).toBeNull()
  })

  it('names what is missing and signs nobody in', async () => {
    const { user } = await renderWithRouter(<SignInForm />, { route: '/auth', validateSearch })
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(signIn).not.toHaveBeenCalled()
  })

  it('signs in, welcomes the visitor and goes where they were headed', async () => {
    const { user, router } = await renderWithRouter(<SignInForm />, {
      route: '/auth',
      url: '/auth?redirect=%2Fpricing',
      validateSearch,
    })
    await signInAs(user, 'ann@example.com', 'secret1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'))
    expect(signIn).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret1' })
    expect(publishAuthState).toHaveBeenCalled()
    await expectToast({
      title: 'Welcome back!',
      description: 'You have successfully signed in.',
    })
  })

  it('goes to the portal, not off the site, when the address names another site', async () => {
    const { user, router } = await renderWithRouter(<SignInForm />, {
      route: '/auth',
      url: '/auth?redirect=https%3A%2F%2Fevil.example%2F',
      validateSearch,
    })
    expect(router.state.location.search).toEqual({ redirect: '/portal' })
    await signInAs(user, 'ann@example.com', 'secret1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal'))
    expect(router.state.location.href).toBe('/portal')
  })

  it("shows the provider's refusal and stays", async () => {
    vi.mocked(signIn).mockResolvedValue({
      ok: false,
      reason: 'rejected',
      message: 'Invalid login credentials',
    })
    const { user, router } = await renderWithRouter(<SignInForm />, {
      route: '/auth',
      validateSearch,
    })
    await signInAs(user, 'ann@example.com', 'wrong')
    await expectToast({
      title: 'Sign In Failed',
      description: 'Invalid login credentials',
      variant: 'destructive',
    })
    expect(router.state.location.pathname).toBe('/auth')
  })

  it('says the server cannot be reached when offline, without trying', async () => {
    vi.mocked(confirmOnline).mockResolvedValue(false)
    const { user } = await renderWithRouter(<SignInForm />, { route: '/auth', validateSearch })
    await signInAs(user, 'ann@example.com', 'secret1')
    await expectToast({
      title: 'Could not reach the server',
      description: 'Please check your connection and try again.',
      variant: 'destructive',
    })
    expect(signIn).not.toHaveBeenCalled()
  })
})

describe('the code step of an account with two-step verification', FORM_TEST_TIMEOUT, () => {
  beforeEach(() => {
    vi.mocked(signIn).mockResolvedValue({
      ok: true,
      value: { userId: 'u1', pendingFactorId: 'f1' },
    })
  })

  const codeField = () => screen.getByRole('textbox', { name: /6-digit code/ })

  it('asks for the code after the password, says a wrong one is wrong, and lets the right one in', async () => {
    vi.mocked(verifyCode).mockResolvedValueOnce('wrong').mockResolvedValueOnce('verified')
    const { user, router } = await renderWithRouter(<SignInForm />, {
      route: '/auth',
      validateSearch,
    })
    await signInAs(user, 'ann@example.com', 'secret1')
    expect(await screen.findByText(/Enter the 6-digit code/)).toHaveFocus()
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code')
    expect(codeField()).toHaveAttribute('inputmode', 'numeric')
    expect(publishAuthState).not.toHaveBeenCalled()

    await user.click(codeField())
    await user.paste('123 456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.')
    expect(verifyCode).toHaveBeenCalledWith('f1', '123456')
    expect(codeField()).toHaveValue('')

    await user.type(codeField(), '654321')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(publishAuthState).toHaveBeenCalled()
  })

  it('refuses anything but six digits without sending it', async () => {
    const { user } = await renderWithRouter(<SignInForm />, { route: '/auth', validateSearch })
    await signInAs(user, 'ann@example.com', 'secret1')
    await user.type(codeField(), '12345')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(
      await screen.findByText('Enter the 6 digits your authenticator app shows.'),
    ).toBeVisible()
    expect(verifyCode).not.toHaveBeenCalled()
  })

  it('cancelling signs out and goes back to the password', async () => {
    const { user } = await renderWithRouter(<SignInForm />, { route: '/auth', validateSearch })
    await signInAs(user, 'ann@example.com', 'secret1')
    await user.click(await screen.findByRole('button', { name: 'Cancel and sign out' }))
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeVisible()
    expect(signOutQuietly).toHaveBeenCalled()
  })

  it('the admin sign-in asks for the code before it checks the role', async () => {
    vi.mocked(verifyCode).mockResolvedValue('verified')
    vi.mocked(hasAdminRole).mockResolvedValue(true)
    const { user, router } = await renderWithRouter(<AdminSignInForm />, { route: '/admin' })
    await signInAs(user, 'admin@example.com', 'secret1')
    await user.type(await screen.findByRole('textbox', { name: /6-digit code/ }), '123456')
    expect(hasAdminRole).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(rememberVerifiedAdmin).toHaveBeenCalledWith('u1')
  })
})

describe('the admin sign-in form (/admin)', FORM_TEST_TIMEOUT, () => {
  it('lets an administrator in and goes home', async () => {
    vi.mocked(hasAdminRole).mockResolvedValue(true)
    const { user, router } = await renderWithRouter(<AdminSignInForm />, { route: '/admin' })
    await signInAs(user, 'admin@example.com', 'secret1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(rememberVerifiedAdmin).toHaveBeenCalledWith('u1')
    await expectToast({
      title: 'Welcome back!',
      description: 'Successfully signed in as admin',
    })
  })

  it('signs an account without the admin role out again', async () => {
    vi.mocked(hasAdminRole).mockResolvedValue(false)
    const { user, router } = await renderWithRouter(<AdminSignInForm />, { route: '/admin' })
    await signInAs(user, 'ann@example.com', 'secret1')
    await expectToast({
      title: 'Access Denied',
      description: "You don't have admin privileges.",
      variant: 'destructive',
    })
    expect(signOutQuietly).toHaveBeenCalled()
    expect(rememberVerifiedAdmin).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/admin')
  })

  it('calls a refusal an authentication failure', async () => {
    vi.mocked(signIn).mockResolvedValue({
      ok: false,
      reason: 'rejected',
      message: 'Invalid login credentials',
    })
    const { user } = await renderWithRouter(<AdminSignInForm />, { route: '/admin' })
    await signInAs(user, 'admin@example.com', 'wrong')
    await expectToast({
      title: 'Authentication Failed',
      description: 'Invalid login credentials',
      variant: 'destructive',
    })
  })
})
