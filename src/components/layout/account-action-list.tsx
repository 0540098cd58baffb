import { Link } from '@tanstack/react-router'
import type { AuthState } from '@/lib/session/auth-state'
import { useSignOut } from '@/lib/session/use-sign-out'
import { accountActions } from '@/lib/site/nav-items'
import { buttonClass } from '@/theme/button-classes'

interface AccountActionListProps {
  auth: AuthState
  placement: 'desktop' | 'mobile'
  /** Called after any action, so the mobile menu can close. */
  onAction?: () => void
}

export function AccountActionList({ auth, placement, onAction }: AccountActionListProps) {
  const size = placement === 'mobile' ? 'lg' : 'sm'
  const signOut = useSignOut()
  return (
    <>
      {accountActions(auth, placement).map((action) =>
        action.kind === 'sign-out' ? (
          <button
            key={action.label}
            type="button"
            className={buttonClass('ghost', size)}
            onClick={() => {
              onAction?.()
              void signOut()
            }}
          >
            {action.label}
          </button>
        ) : (
          <Link
            key={action.label}
            to={action.to}
            className={buttonClass(action.emphasis === 'primary' ? 'solid' : 'outline', size)}
            onClick={onAction}
          >
            {action.label}
          </Link>
        ),
      )}
    </>
  )
}
