import { useRouter } from '@tanstack/react-router'
import { startTransition, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { iconButton } from 'styled-system/recipes'
import { StrokeIcon } from '@/components/ui/stroke-icon'
import { useQuiet } from '@/lib/hooks/use-quiet'
import { headerCopy } from '@/lib/site/frame-content'

type MobileMenuModule = typeof import('./mobile-menu')

// The menu's dialog code stays off every page's first load. Where the button shows, it loads
// once the page is quiet, so that a tap opens the menu in its next paint (a lazy component
// would wait for its code on the tap, about 0.4 s on a slow phone); on first intent otherwise.
let loadedMenu: MobileMenuModule | undefined
const loadMobileMenu = () => import('./mobile-menu').then((module) => (loadedMenu = module))

// The menu is for narrow screens: from tablet width the header shows the navigation itself.
// (Joined as strings, both settled at build time: `cx` would bring Panda's runtime to every page.)
const triggerStyle = `${iconButton()} ${css({ display: { md: 'none' } })}`

export function MobileMenuButton() {
  const [open, setOpen] = useState(false)
  // The menu is mounted, closed, as soon as its code is here: a tap then only shows it.
  const [menu, setMenu] = useState<MobileMenuModule | null>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const router = useRouter()

  // Back/forward or any other navigation also closes the menu.
  useEffect(() => router.subscribe('onBeforeNavigate', () => setOpen(false)), [router])

  const quiet = useQuiet()
  useEffect(() => {
    const trigger = triggerRef.current
    // Mounted as a transition, in slices the browser can answer a tap between; a tap that
    // comes first mounts and opens it at once.
    if (quiet && trigger && getComputedStyle(trigger).display !== 'none')
      void loadMobileMenu().then((module) => startTransition(() => setMenu(module)))
  }, [quiet])

  const openMenu = (module: MobileMenuModule) => {
    setMenu(module)
    setOpen(true)
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={triggerStyle}
        aria-label={headerCopy.openMenuLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMobileMenu()}
        onFocus={() => void loadMobileMenu()}
        onClick={() => {
          if (loadedMenu) openMenu(loadedMenu)
          else void loadMobileMenu().then(openMenu)
        }}
      >
        {/* Drawn inline: the icon library stays off the first load of every page. */}
        <StrokeIcon size={24}>
          <path d="M4 6h16M4 12h16M4 18h16" />
        </StrokeIcon>
      </button>
      {menu ? (
        <menu.MobileMenu
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={() => triggerRef.current}
        />
      ) : null}
    </>
  )
}
