import { afterEach, describe, expect, it, vi } from 'vitest'
import { readStoredSession } from '@/lib/session/stored-session'
import { supabaseConfig } from '@/lib/session/supabase-config'
import { readEmailLinkLanding } from '../model/email-link'
import markExpiredLink from './mark-expired-link.js?raw'

// The script as the page runs it: its element's text, evaluated once, inside the state area.
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const runInlineScript = new Function(markExpiredLink) as () => void

/** Runs the script at `address` and says whether it marked the area as an expired link. */
function marksExpired(address: string): boolean {
  history.replaceState(null, '', address)
  const area = document.createElement('div')
  const script = document.createElement('script')
  script.dataset.sessionKey = supabaseConfig.storageKey
  area.append(script)
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script)
  runInlineScript()
  return area.dataset.link === 'expired'
}

/** What the page settles on without a link exchange: useResetLink's rule for the same visit. */
function appSaysExpired(): boolean {
  const landing = readEmailLinkLanding(location.search, location.hash)
  return landing === null && readStoredSession() === null
}

const session = JSON.stringify({
  access_token: 'x',
  user: { id: '6c1f5b9e-0000-4000-8000-000000000001', email: 'a@example.com' },
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
  history.replaceState(null, '', '/')
})

describe("the reset page's inline answer", () => {
  it('shows an expired link at once for a visit without a link or a session, as the app will', () => {
    expect(marksExpired('/reset-password')).toBe(true)
    expect(appSaysExpired()).toBe(true)
    expect(marksExpired('/reset-password?code=')).toBe(true)
    expect(appSaysExpired()).toBe(true)
  })

  it.each([
    ['a code to exchange', '/reset-password?code=abc'],
    ['a failed link in the fragment', '/reset-password#error_code=otp_expired'],
    ['a failed PKCE link in the query', '/reset-password?error_code=otp_expired'],
  ])('leaves %s to the app', (_, address) => {
    expect(marksExpired(address)).toBe(false)
    expect(readEmailLinkLanding(location.search, location.hash)).not.toBeNull()
  })

  it('leaves a visit with a stored session to the app, which offers the new password', () => {
    localStorage.setItem(supabaseConfig.storageKey, session)
    expect(marksExpired('/reset-password')).toBe(false)
    expect(appSaysExpired()).toBe(false)
  })

  it('leaves the answer to the app when storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    })
    expect(marksExpired('/reset-password')).toBe(false)
  })
})
