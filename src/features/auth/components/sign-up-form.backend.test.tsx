import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { getAuthState } from '@/lib/session/auth-state'
import { readStoredSession } from '@/lib/session/stored-session'
import { CUSTOMER, mailsTo, uniqueEmail, watchBackendRequests } from '@/test/backend/accounts'
import { FORM_TEST_TIMEOUT, renderWithRouter } from '@/test/render-with-router'
import { expectToast, findToast } from '@/test/toasts'
import { SignUpForm } from './sign-up-form'

type User = Awaited<ReturnType<typeof renderWithRouter>>['user']

async function fill(user: User, email: string, password: string, confirmation: string) {
  await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Ann')
  await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Lee')
  await user.type(screen.getByRole('textbox', { name: /Email/ }), email)
  await user.type(screen.getByLabelText(/^Password/), password)
  await user.type(screen.getByLabelText(/^Confirm Password/), confirmation)
  await user.click(screen.getByRole('button', { name: 'Create Account' }))
}

// Each test starts signed out, as a new visitor (the Supabase client keeps its session there).
beforeEach(() => localStorage.clear())

describe('the sign-up form (/auth), with e-mail confirmations on', FORM_TEST_TIMEOUT, () => {
  it('names every missing entry, with the password rule as a hint', async () => {
    const requests = watchBackendRequests()
    const { user } = await renderWithRouter(<SignUpForm />, { route: '/auth' })
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 6 characters.')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Last name is required')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getAllByText('Password must be at least 6 characters')).toHaveLength(2)
    expect(requests.to('/auth/v1/')).toEqual([])
  })

  it('says the passwords differ and creates nothing', async () => {
    const email = uniqueEmail('mismatch')
    const { user } = await renderWithRouter(<SignUpForm />, { route: '/auth' })
    await fill(user, email, 'secret1', 'secret2')
    await expectToast({
      title: 'Password Mismatch',
      description: 'Passwords do not match. Please try again.',
      variant: 'destructive',
    })
    expect(await mailsTo(email)).toEqual([])
  })

  it('creates the account pending confirmation, says so, mails the link and clears the form', async () => {
    const email = uniqueEmail('new')
    const { user } = await renderWithRouter(<SignUpForm />, { route: '/auth' })
    await fill(user, email, 'secret1', 'secret1')
    await expectToast({
      title: 'Account Created!',
      description: 'Please check your email to verify your account.',
    })
    expect(await mailsTo(email)).toHaveLength(1)
    expect(readStoredSession()).toBeNull()
    expect(getAuthState().status).not.toBe('signed-in')
    await waitFor(() => expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue(''))
  })

  it('gives the Account Exists advice for an address that already has an account', async () => {
    const { user } = await renderWithRouter(<SignUpForm />, { route: '/auth' })
    await fill(user, CUSTOMER.email, 'secret1', 'secret1')
    await findToast('Account Exists')
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue(CUSTOMER.email)
    expect(readStoredSession()).toBeNull()
  })
})
