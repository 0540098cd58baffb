import { screen, waitFor } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getAuthState } from '@/lib/session/auth-state'
import { readSignedInSession, readStoredSession } from '@/lib/session/stored-session'
import {
  ADMIN,
  CUSTOMER,
  accountWithFactor,
  mailsTo,
  unconfirmedAccount,
  watchBackendRequests,
  type AccountWithFactor,
} from '@/test/backend/accounts'
import { FORM_TEST_TIMEOUT, renderWithRouter } from '@/test/render-with-router'
import { expectToast, findToast } from '@/test/toasts'
import { parseSignInSearch } from '../model/redirect-target'
import { AdminSignInForm } from './admin-sign-in-form'
import { SignInForm } from './sign-in-form'

// The sign-in route's own search validation, as the page receives its address.
const validateSearch = parseSignInSearch

type User = Awaited<ReturnType<typeof renderWithRouter>>['user']

async function signInAs(user: User, { email, password }: { email: string; password: string }) {
  await user.type(screen.getByRole('textbox', { name: /Email/ }), email)
  await user.type(screen.getByLabelText(/^Password/), password)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

const signedInEmail = () => readSignedInSession()?.email
const isVerifiedAdmin = () => {
  const state = getAuthState()
  return state.status === 'signed-in' && state.isAdmin
}

// Each test starts signed out, as a new visitor (the Supabase client keeps its session there).
beforeEach(() => localStorage.clear())

describe('the customer sign-in form (/auth)', FORM_TEST_TIMEOUT, () => {
  it('offers a new confirmation e-mail after the provider says the address is not confirmed', async () => {
    const account = await unconfirmedAccount('unconfirmed')
    const { user } = await renderWithRouter(<SignInForm />, { route: '/auth', validateSearch })
    expect(screen.queryByRole('button', { name: 'Resend confirmation e-mail' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    await signInAs(user, account)
    await expectToast({
      title: 'Sign In Failed',
      description: 'Email not confirmed',
      variant: 'destructive',
    })
    expect(await mailsTo(account.email)).toHaveLength(1)
    await user.click(await screen.findByRole('button', { name: 'Resend confirmation e-mail' }))
    await findToast('Confirmation email sent')
    expect(await mailsTo(account.email)).toHaveLength(2)
  })

  it('offers no resend for a wrong password', async () => {
    const { user } = await renderWithRouter(<SignInForm />, { route: '/auth', validateSearch })
    await signInAs(user, { ...CUSTOMER, password: 'wrong-password' })
    await findToast('Sign In Failed')
    expect(screen.queryByRole('button', { name: 'Resend confirmation e-mail' })).toBeNull()
  })

  it('names what is missing and signs nobody in', async () => {
    const requests = watchBackendRequests()
    const { user } = await renderWithRouter(<SignInForm />, { route: '/auth', validateSearch })
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(requests.to('/auth/v1/')).toEqual([])
  })

  it('says the server cannot be reached when offline, without trying', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    window.dispatchEvent(new Event('offline'))
    const requests = watchBackendRequests()
    const { user } = await renderWithRouter(<SignInForm />, { route: '/auth', validateSearch })
    await signInAs(user, CUSTOMER)
    await expectToast({
      title: 'Could not reach the server',
      description: 'Please check your connection and try again.',
      variant: 'destructive',
    })
    expect(requests.to('/')).toEqual([])
    expect(readStoredSession()).toBeNull()
  })

  it('signs in, welcomes the visitor and goes where they were headed', async () => {
    const { user, router } = await renderWithRouter(<SignInForm />, {
      route: '/auth',
      url: '/auth?redirect=%2Fpricing',
      validateSearch,
    })
    await signInAs(user, CUSTOMER)
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'))
    expect(signedInEmail()).toBe(CUSTOMER.email)
    expect(getAuthState()).toMatchObject({ status: 'signed-in', user: { email: CUSTOMER.email } })
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
    await signInAs(user, CUSTOMER)
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal'))
    expect(router.state.location.href).toBe('/portal')
  })

  it("shows the provider's refusal and stays", async () => {
    const { user, router } = await renderWithRouter(<SignInForm />, {
      route: '/auth',
      validateSearch,
    })
    await signInAs(user, { ...CUSTOMER, password: 'wrong-password' })
    await expectToast({
      title: 'Sign In Failed',
      description: 'Invalid login credentials',
      variant: 'destructive',
    })
    expect(router.state.location.pathname).toBe('/auth')
    expect(readStoredSession()).toBeNull()
  })
})

describe('the code step of an account with two-step verification', FORM_TEST_TIMEOUT, () => {
  let account: AccountWithFactor
  let admin: AccountWithFactor
  beforeAll(async () => {
    ;[account, admin] = await Promise.all([
      accountWithFactor('two-step'),
      accountWithFactor('two-step-admin', { admin: true }),
    ])
  }, 20_000)

  const codeField = () => screen.getByRole('textbox', { name: /6-digit code/ })

  it('asks for the code after the password, says a wrong one is wrong, and lets the right one in', async () => {
    const { user, router } = await renderWithRouter(<SignInForm />, {
      route: '/auth',
      validateSearch,
    })
    await signInAs(user, account)
    // The code step renders after the password's answer, and its lead takes the focus in an
    // effect that can run in a later task than that render.
    const lead = await screen.findByText(/Enter the 6-digit code/)
    await waitFor(() => expect(lead).toHaveFocus())
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code')
    expect(codeField()).toHaveAttribute('inputmode', 'numeric')
    // Between the password and the code the session is no one's yet.
    expect(readStoredSession()?.email).toBe(account.email)
    expect(readSignedInSession()).toBeNull()

    const wrong = account.wrongCode()
    await user.click(codeField())
    await user.paste(`${wrong.slice(0, 3)} ${wrong.slice(3)}`)
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    // The alert region is there before the backend's answer fills it.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('That code is not right.'),
    )
    expect(codeField()).toHaveValue('')
    expect(readSignedInSession()).toBeNull()

    await user.type(codeField(), await account.nextCode())
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(signedInEmail()).toBe(account.email)
    expect(getAuthState()).toMatchObject({ status: 'signed-in', user: { email: account.email } })
  })

  it('refuses anything but six digits without sending it', async () => {
    const requests = watchBackendRequests()
    const { user } = await renderWithRouter(<SignInForm />, { route: '/auth', validateSearch })
    await signInAs(user, account)
    await user.type(await screen.findByRole('textbox', { name: /6-digit code/ }), '12345')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(
      await screen.findByText('Enter the 6 digits your authenticator app shows.'),
    ).toBeVisible()
    expect(requests.to('/auth/v1/factors')).toEqual([])
  })

  it('cancelling signs out and goes back to the password', async () => {
    const { user } = await renderWithRouter(<SignInForm />, { route: '/auth', validateSearch })
    await signInAs(user, account)
    await user.click(await screen.findByRole('button', { name: 'Cancel and sign out' }))
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeVisible()
    expect(readStoredSession()).toBeNull()
  })

  it('the admin sign-in asks for the code before it checks the role', async () => {
    const requests = watchBackendRequests()
    const { user, router } = await renderWithRouter(<AdminSignInForm />, { route: '/admin' })
    await signInAs(user, admin)
    await user.type(
      await screen.findByRole('textbox', { name: /6-digit code/ }),
      await admin.nextCode(),
    )
    expect(requests.to('/rest/v1/user_roles')).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(signedInEmail()).toBe(admin.email)
    expect(isVerifiedAdmin()).toBe(true)
  })
})

describe('the admin sign-in form (/admin)', FORM_TEST_TIMEOUT, () => {
  it('lets an administrator in and goes home', async () => {
    const { user, router } = await renderWithRouter(<AdminSignInForm />, { route: '/admin' })
    await signInAs(user, ADMIN)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(isVerifiedAdmin()).toBe(true)
    await expectToast({
      title: 'Welcome back!',
      description: 'Successfully signed in as admin',
    })
  })

  it('signs an account without the admin role out again', async () => {
    const { user, router } = await renderWithRouter(<AdminSignInForm />, { route: '/admin' })
    await signInAs(user, CUSTOMER)
    await expectToast({
      title: 'Access Denied',
      description: "You don't have admin privileges.",
      variant: 'destructive',
    })
    expect(readStoredSession()).toBeNull()
    expect(isVerifiedAdmin()).toBe(false)
    expect(router.state.location.pathname).toBe('/admin')
  })

  it('calls a refusal an authentication failure', async () => {
    const { user } = await renderWithRouter(<AdminSignInForm />, { route: '/admin' })
    await signInAs(user, { ...ADMIN, password: 'wrong-password' })
    await expectToast({
      title: 'Authentication Failed',
      description: 'Invalid login credentials',
      variant: 'destructive',
    })
  })
})
