import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { headerCopy } from '@/lib/site/frame-content'
import { navGroups } from '@/lib/site/nav-groups'
import { primaryNav } from '@/lib/site/nav-items'
import { NavGroupDisclosure } from './nav-group-disclosure'

// A row of its own under the brand and the account actions: eight items do not fit beside them.
const navStyle = css({ flexBasis: { md: 'full' }, pb: { md: '2' } })
const listStyle = css({
  display: { base: 'none', md: 'flex' },
  flexWrap: 'wrap',
  gap: '1',
  alignItems: 'center',
})
const navLinkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: '11',
  px: '2.5',
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'fg.muted',
  fontWeight: '500',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { color: 'fg.default', bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'fg.accent', fontWeight: '700' },
  '&[aria-expanded=true]': { color: 'fg.default', bg: 'bg.muted' },
  '&[aria-expanded=true] svg': { transform: 'rotate(180deg)' },
})

/**
 * The header's navigation from the 768px breakpoint up: the spec's six main items in their
 * order, then the Services and Accessibility groups.
 */
export function SiteNav() {
  return (
    <nav aria-label={headerCopy.mainNavLabel} className={navStyle}>
      <ul className={listStyle}>
        {primaryNav.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={navLinkStyle} activeOptions={{ exact: item.to === '/' }}>
              {item.label}
            </Link>
          </li>
        ))}
        {navGroups.map((group) => (
          <li key={group.id}>
            <NavGroupDisclosure group={group} triggerClass={navLinkStyle} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
