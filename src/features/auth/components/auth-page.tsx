import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { AuthCard } from './auth-card'
import { AuthTabs } from './auth-tabs'
import { useLeaveIfSignedIn } from './use-leave-if-signed-in'

const backLinkStyle = css({ color: 'fg.accent', fontWeight: '600', textDecoration: 'underline' })

export function AuthPage() {
  useLeaveIfSignedIn()
  return (
    <AuthCard
      title="Secure Digital Notarization"
      lead="Sign in to see your notarization appointments, or create an account."
      footer={
        <Link to="/" className={backLinkStyle}>
          Back to Home
        </Link>
      }
    >
      <AuthTabs />
    </AuthCard>
  )
}
