import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { adminPageCopy as copy } from '../content'
import { AdminSignInForm } from './admin-sign-in-form'
import { AuthCard } from './auth-card'
import { useLeaveIfSignedIn } from './use-leave-if-signed-in'

const backLinkStyle = css({ color: 'fg.accent', fontWeight: '600', textDecoration: 'underline' })

export function AdminPage() {
  useLeaveIfSignedIn()
  return (
    <AuthCard
      title={copy.title}
      lead={copy.lead}
      footer={
        <Link to="/" className={backLinkStyle}>
          {copy.back}
        </Link>
      }
    >
      <AdminSignInForm />
    </AuthCard>
  )
}
