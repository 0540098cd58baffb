import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useAuthState } from '@/lib/auth-state'
import { siteConfig } from '@/lib/site-config'
import { AccountActionList } from './account-action-list'
import { BrandMark } from './brand-mark'
import { ColorSchemeToggle } from './color-scheme-toggle'
import { MobileMenuButton } from './mobile-menu-button'
import { primaryNav } from './nav-items'

const headerStyle = css({
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  bg: 'bg.canvas',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _print: { display: 'none' },
})
const barStyle = css({
  maxW: '7xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  h: '16',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
})
const brandStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: '800',
  fontSize: 'lg',
  color: 'fg.default',
  textDecoration: 'none',
})
const navListStyle = css({ display: { base: 'none', md: 'flex' }, gap: '1', alignItems: 'center' })
const navLinkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  px: '3',
  borderRadius: 'md',
  color: 'fg.muted',
  fontWeight: '500',
  textDecoration: 'none',
  _hover: { color: 'fg.default', bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'fg.accent', fontWeight: '700' },
})
const desktopActionsStyle = css({ display: { base: 'none', md: 'flex' }, gap: '2' })
const toolsStyle = css({ display: 'flex', alignItems: 'center', gap: '2' })

export function SiteHeader() {
  const auth = useAuthState()
  return (
    <header className={headerStyle}>
      <div className={barStyle}>
        <Link to="/" className={brandStyle}>
          <BrandMark />
          {siteConfig.companyName}
        </Link>
        <nav aria-label="Main">
          <ul className={navListStyle}>
            {primaryNav.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={navLinkStyle}
                  activeOptions={{ exact: item.to === '/' }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={toolsStyle}>
          <div className={desktopActionsStyle}>
            <AccountActionList auth={auth} placement="desktop" />
          </div>
          <ColorSchemeToggle />
          <MobileMenuButton />
        </div>
      </div>
    </header>
  )
}
