import { useEffect, useSyncExternalStore } from 'react'
import { currentScheme, onSchemeChange, THEME_COLORS, type ColorScheme } from './color-scheme'

/**
 * The shown scheme, or null while prerendering and hydrating (the HTML cannot know it). Keeps
 * the browser's toolbar colour in step with a choice that differs from the system's.
 */
export function useColorScheme(): ColorScheme | null {
  const scheme = useSyncExternalStore(onSchemeChange, currentScheme, () => null)
  useEffect(() => {
    if (!scheme) return
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
      meta.content = THEME_COLORS[scheme]
    }
  }, [scheme])
  return scheme
}
