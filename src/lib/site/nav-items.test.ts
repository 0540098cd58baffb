import { describe, expect, it } from 'vitest'
import type { AuthState } from '@/lib/session/auth-state'
import { accountActions } from './nav-items'

const customer: AuthState = {
  status: 'signed-in',
  user: { id: 'u1', email: 'a@example.com', firstName: 'Ann' },
  isAdmin: false,
}
const admin: AuthState = { ...customer, isAdmin: true }
const labels = (state: AuthState, placement: 'desktop' | 'mobile') =>
  accountActions(state, placement).map((action) => action.label)

describe('navigation', () => {
  it('offers Sign In and Book Call when signed out, worded for mobile', () => {
    expect(labels({ status: 'signed-out' }, 'desktop')).toEqual(['Sign In', 'Book Call'])
    expect(labels({ status: 'signed-out' }, 'mobile')).toEqual(['Sign In', 'Book Discovery Call'])
  })

  it('offers the portal and sign-out when signed in; admins also see the dashboard on mobile', () => {
    expect(labels(customer, 'desktop')).toEqual(['Portal', 'Sign Out'])
    expect(labels(customer, 'mobile')).toEqual(['Customer Portal', 'Sign Out'])
    expect(labels(admin, 'mobile')).toEqual(['Customer Portal', 'Notary Dashboard', 'Sign Out'])
    expect(labels(admin, 'desktop')).toEqual(['Portal', 'Sign Out'])
  })
})
