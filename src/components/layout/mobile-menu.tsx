import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { Modal } from '@/components/ui/modal'
import { useAuthState, type AuthState } from '@/lib/session/auth-state'
import { mobileMenuCopy } from '@/lib/site/frame-content'
import { navGroups } from '@/lib/site/nav-groups'
import { primaryNav, type NavItem } from '@/lib/site/nav-items'
import { AccountActionList } from './account-action-list'

const listStyle = flex({ direction: 'column', gap: '1' })
const linkStyle = flex({
  align: 'center',
  minH: '12',
  px: '3',
  borderRadius: 'md',
  fontSize: 'lg',
  fontWeight: '500',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'fg.accent', fontWeight: '700', bg: 'bg.accentSubtle' },
})
const navStyle = flex({ direction: 'column', gap: '4' })
const groupHeadingStyle = css({
  px: '3',
  mb: '1',
  fontSize: 'sm',
  fontWeight: '700',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
})
const actionsStyle = flex({ direction: 'column', gap: '3' })

export interface MobileMenuProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: () => HTMLElement | null
}

/** The navigation below the 768px breakpoint; any choice closes it. */
export function MobileMenu({ open, onOpenChange, returnFocusTo }: MobileMenuProps) {
  const auth = useAuthState()
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={mobileMenuCopy.title}
      returnFocusTo={returnFocusTo}
      placement="end"
      closeLabel={mobileMenuCopy.closeLabel}
      keepMounted
    >
      <MenuContent auth={auth} onOpenChange={onOpenChange} />
    </Modal>
  )
}

/**
 * A component of its own so that the compiled `MobileMenu` keeps this element while the session
 * and `onOpenChange` stay the same: opening the menu renders the dialog, not every link in it.
 */
function MenuContent({
  auth,
  onOpenChange,
}: {
  auth: AuthState
  onOpenChange: (open: boolean) => void
}) {
  const close = () => onOpenChange(false)
  return (
    <>
      <nav aria-label={mobileMenuCopy.navLabel} className={navStyle}>
        <MenuLinks items={primaryNav} onChoose={close} />
        {navGroups.map((group) => (
          <section key={group.id} aria-labelledby={`mobile-${group.id}`}>
            <h3 id={`mobile-${group.id}`} className={groupHeadingStyle}>
              {group.label}
            </h3>
            <MenuLinks items={group.items} onChoose={close} />
          </section>
        ))}
      </nav>
      <div className={actionsStyle}>
        <AccountActionList auth={auth} placement="mobile" onAction={close} />
      </div>
    </>
  )
}

function MenuLinks({ items, onChoose }: { items: readonly NavItem[]; onChoose: () => void }) {
  return (
    <ul className={listStyle}>
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            className={linkStyle}
            activeOptions={{ exact: item.to === '/' }}
            onClick={onChoose}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
