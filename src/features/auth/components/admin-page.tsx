import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { AdminSignInForm } from './admin-sign-in-form'
import { AuthCard } from './auth-card'
import { useLeaveIfSignedIn } from './use-leave-if-signed-in'

const backLinkStyle = css({ color: 'fg.accent', fontWeight: '600', textDecoration: 'underline' })

export function AdminPage() {
  useLeaveIfSignedIn()
  return (
    <AuthCard
      title="Admin Portal"
      lead="Sign in with an administrator account."
      footer={
        <Link to="/" className={backLinkStyle}>
          Back to Main Site
        </Link>
      }
    >
      <AdminSignInForm />
    </AuthCard>
  )
}
