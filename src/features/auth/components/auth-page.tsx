import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { authPageCopy as copy } from '../content'
import { AuthCard } from './auth-card'
import { AuthTabs } from './auth-tabs'
import { useLeaveIfSignedIn } from './use-leave-if-signed-in'

const backLinkStyle = css({ color: 'fg.accent', fontWeight: '600', textDecoration: 'underline' })

export function AuthPage() {
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
      <AuthTabs />
    </AuthCard>
  )
}
