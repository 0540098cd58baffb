import type { AuthState } from '@/lib/session/auth-state'
import { siteConfig } from './site-config'

export interface NavItem {
  label: string
  to: string
}

/** The site navigation, in the spec's order. */
export const primaryNav: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Website Specials', to: '/website-specials' },
  { label: 'Development', to: '/7dayapp' },
  { label: 'Automation', to: '/automation' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
]

export type AccountAction =
  | { kind: 'link'; label: string; to: string; emphasis: 'primary' | 'secondary' }
  | { kind: 'sign-out'; label: string }

/** Account links beside the navigation; the mobile menu words some of them differently. */
export function accountActions(auth: AuthState, placement: 'desktop' | 'mobile'): AccountAction[] {
  if (auth.status === 'signed-out') {
    return [
      { kind: 'link', label: 'Sign In', to: '/auth', emphasis: 'secondary' },
      {
        kind: 'link',
        label: placement === 'mobile' ? 'Book Discovery Call' : 'Book Call',
        to: '/book-call',
        emphasis: 'primary',
      },
    ]
  }
  const actions: AccountAction[] = [
    {
      kind: 'link',
      label: placement === 'mobile' ? 'Customer Portal' : 'Portal',
      to: '/portal',
      emphasis: 'secondary',
    },
  ]
  if (placement === 'mobile' && auth.isAdmin) {
    actions.push({
      kind: 'link',
      label: 'Notary Dashboard',
      to: siteConfig.links.notaryDashboard,
      emphasis: 'secondary',
    })
  }
  actions.push({ kind: 'sign-out', label: 'Sign Out' })
  return actions
}
