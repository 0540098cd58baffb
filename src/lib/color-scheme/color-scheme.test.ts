import { afterEach, describe, expect, it, vi } from 'vitest'
import applyChosenScheme from './apply-chosen-scheme.js?raw'
import {
  chooseScheme,
  COLOR_SCHEME_STORAGE_KEY,
  currentScheme,
  onSchemeChange,
} from './color-scheme'

// The head script as the page runs it: a script element's text, evaluated once.
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const runHeadScript = new Function(applyChosenScheme) as () => void

function systemPrefersDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  delete document.documentElement.dataset.colorScheme
})

describe('colour scheme', () => {
  it("follows the system's scheme until the visitor chooses one", () => {
    systemPrefersDark(true)
    expect(currentScheme()).toBe('dark')
    chooseScheme('light')
    expect(currentScheme()).toBe('light')
  })

  it('remembers the choice, and the head script applies it on the next page', () => {
    systemPrefersDark(false)
    chooseScheme('dark')
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark')
    delete document.documentElement.dataset.colorScheme
    runHeadScript()
    expect(currentScheme()).toBe('dark')
  })

  it('ignores a stored value that is not a scheme', () => {
    systemPrefersDark(false)
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'purple')
    runHeadScript()
    expect(document.documentElement.dataset.colorScheme).toBeUndefined()
    expect(currentScheme()).toBe('light')
  })

  it('tells subscribers about a choice until they unsubscribe', () => {
    systemPrefersDark(false)
    const listener = vi.fn()
    const unsubscribe = onSchemeChange(listener)
    chooseScheme('dark')
    unsubscribe()
    chooseScheme('light')
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
