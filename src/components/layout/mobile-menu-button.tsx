import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { iconButton } from 'styled-system/recipes'
import { StrokeIcon } from '@/components/ui/stroke-icon'
import { headerCopy } from '@/lib/site/frame-content'

// The menu's dialog code loads on first intent, keeping it off every page's first load.
const loadMobileMenu = () => import('./mobile-menu')
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })))

// The menu is for narrow screens: from tablet width the header shows the navigation itself.
// (Joined as strings, both settled at build time: `cx` would bring Panda's runtime to every page.)
const triggerStyle = `${iconButton()} ${css({ display: { md: 'none' } })}`

export function MobileMenuButton() {
  const [open, setOpen] = useState(false)
  // Once opened, the menu stays mounted so that closing can return focus to this button.
  const [requested, setRequested] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const router = useRouter()

  // Back/forward or any other navigation also closes the menu.
  useEffect(() => router.subscribe('onBeforeNavigate', () => setOpen(false)), [router])

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
          setRequested(true)
          setOpen(true)
        }}
      >
        {/* Drawn inline: the icon library stays off the first load of every page. */}
        <StrokeIcon size={24}>
          <path d="M4 6h16M4 12h16M4 18h16" />
        </StrokeIcon>
      </button>
      <Suspense fallback={null}>
        {requested ? (
          <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={() => triggerRef.current} />
        ) : null}
      </Suspense>
    </>
  )
}
