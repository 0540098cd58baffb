import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { container, flex } from 'styled-system/patterns'
import { useAuthState } from '@/lib/session/auth-state'
import { siteConfig } from '@/lib/site/site-config'
import { AccountActionList } from './account-action-list'
import { BrandMark } from './brand-mark'
import { ColorSchemeToggle } from './color-scheme-toggle'
import { MobileMenuButton } from './mobile-menu-button'
import { SiteNav } from './site-nav'

const headerStyle = css({
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  bg: 'bg.canvas',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _print: { display: 'none' },
  // Always in view, its controls take back the page's clearance for it (the root's scroll
  // padding): else focusing one, by Shift+Tab or as the menu hands focus back to its button,
  // would scroll the page up to "reveal" it.
  '& :is(a, button)': { scrollMarginTop: 'calc(-1 * var(--header-clearance))' },
})
const barStyle = container({
  minH: '16',
  display: 'flex',
  // The navigation takes a row of its own under the brand (SiteNav).
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: '4',
})
const brandStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: '800',
  fontSize: 'lg',
  color: 'fg.default',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
})
const desktopActionsStyle = css({ display: { base: 'none', md: 'flex' }, gap: '2' })
const toolsStyle = flex({ align: 'center', gap: '2' })

export function SiteHeader() {
  const auth = useAuthState()
  return (
    <header className={headerStyle}>
      <div className={barStyle}>
        <Link to="/" className={brandStyle}>
          <BrandMark />
          {siteConfig.companyName}
        </Link>
        <div className={toolsStyle}>
          <div className={desktopActionsStyle}>
            <AccountActionList auth={auth} placement="desktop" />
          </div>
          <ColorSchemeToggle />
          <MobileMenuButton />
        </div>
        {/* After the actions in the page's order too: it shows as a row of its own below them. */}
        <SiteNav />
      </div>
    </header>
  )
}
