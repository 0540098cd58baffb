import { iconButton } from 'styled-system/recipes'
import { StrokeIcon } from '@/components/ui/stroke-icon'
import { chooseScheme } from '@/lib/color-scheme/color-scheme'
import { useColorScheme } from '@/lib/color-scheme/use-color-scheme'
import { headerCopy } from '@/lib/site/frame-content'

// Drawn inline, as the menu icon: the icon library stays off the first load of every page.
const moon = <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
const sun = (
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>
)

/** Dark mode on or off; the choice outlasts the visit and wins over the system's scheme. */
export function ColorSchemeToggle() {
  const scheme = useColorScheme()
  const dark = scheme === 'dark'
  return (
    <button
      type="button"
      className={iconButton()}
      aria-label={headerCopy.colorSchemeToggleLabel}
      aria-pressed={dark}
      onClick={() => chooseScheme(dark ? 'light' : 'dark')}
    >
      <StrokeIcon size={22}>{dark ? sun : moon}</StrokeIcon>
    </button>
  )
}
