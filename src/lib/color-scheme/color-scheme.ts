import { siteDefaults } from '@/lib/site/site-defaults'

export type ColorScheme = 'light' | 'dark'

/** Where the visitor's choice is kept; `apply-chosen-scheme.js` reads the same key. */
export const COLOR_SCHEME_STORAGE_KEY = 'color-scheme'

/** The browser's toolbar colour for each scheme (the `theme-color` meta tags). */
export const THEME_COLORS: Record<ColorScheme, string> = {
  light: siteDefaults.themeColor,
  dark: siteDefaults.themeColorDark,
}

const systemDark = () => matchMedia('(prefers-color-scheme: dark)')
const listeners = new Set<() => void>()

/** The scheme the page shows: the visitor's choice, else the system's. */
export function currentScheme(): ColorScheme {
  const chosen = document.documentElement.dataset.colorScheme
  if (chosen === 'light' || chosen === 'dark') return chosen
  return systemDark().matches ? 'dark' : 'light'
}

/** Shows `scheme` now and remembers it for every later visit, offline too. */
export function chooseScheme(scheme: ColorScheme): void {
  document.documentElement.dataset.colorScheme = scheme
  try {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme)
  } catch {
    // Without storage the choice lasts for this page only.
  }
  for (const listener of listeners) listener()
}

/** Calls `listener` when the shown scheme may have changed: a choice, or the system's switch. */
export function onSchemeChange(listener: () => void): () => void {
  const media = systemDark()
  listeners.add(listener)
  media.addEventListener('change', listener)
  return () => {
    listeners.delete(listener)
    media.removeEventListener('change', listener)
  }
}
