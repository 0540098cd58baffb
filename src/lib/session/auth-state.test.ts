import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  getAuthState,
  sameAuthState,
  setAuthState,
  useAuthState,
  type AuthState,
} from './auth-state'

const ada: AuthState = {
  status: 'signed-in',
  user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada' },
  isAdmin: false,
}

describe('sameAuthState', () => {
  it('holds two signed-out states the same', () => {
    expect(sameAuthState({ status: 'signed-out' }, { status: 'signed-out' })).toBe(true)
  })

  it('tells signed in from signed out', () => {
    expect(sameAuthState(ada, { status: 'signed-out' })).toBe(false)
    expect(sameAuthState({ status: 'signed-out' }, ada)).toBe(false)
  })

  it('compares the user and the admin mark', () => {
    expect(sameAuthState(ada, { ...ada, user: { ...ada.user } })).toBe(true)
    expect(sameAuthState(ada, { ...ada, isAdmin: true })).toBe(false)
    expect(sameAuthState(ada, { ...ada, user: { ...ada.user, id: 'u2' } })).toBe(false)
    expect(sameAuthState(ada, { ...ada, user: { ...ada.user, email: 'a@example.com' } })).toBe(
      false,
    )
    expect(sameAuthState(ada, { ...ada, user: { ...ada.user, firstName: null } })).toBe(false)
  })
})

describe('setAuthState', () => {
  it('tells subscribers of a change only, keeping the state they rendered', () => {
    const render = vi.fn()
    renderHook(() => {
      render()
      return useAuthState()
    })
    const rendered = getAuthState()
    act(() => setAuthState({ status: 'signed-out' }))
    expect(getAuthState()).toBe(rendered)
    expect(render).toHaveBeenCalledTimes(1)
    act(() => setAuthState(ada))
    expect(getAuthState()).toBe(ada)
    expect(render).toHaveBeenCalledTimes(2)
    act(() => setAuthState({ ...ada, user: { ...ada.user } }))
    expect(getAuthState()).toBe(ada)
    expect(render).toHaveBeenCalledTimes(2)
    act(() => setAuthState({ status: 'signed-out' }))
  })
})
