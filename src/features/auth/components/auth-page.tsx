import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { css } from 'styled-system/css'
import { formLibraries } from '@/components/form/form-libraries'
import { lazyWidget } from '@/lib/lazy-widget'
import { AuthCard } from './auth-card'
import { useLeaveIfSignedIn } from './use-leave-if-signed-in'

const AuthTabs = lazyWidget(
  () => import('./auth-tabs').then((module) => module.AuthTabs),
  [...formLibraries(() => import('../model/schemas')), () => import('@/components/ui/tabs')],
)

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
      <Suspense fallback={null}>
        <AuthTabs />
      </Suspense>
    </AuthCard>
  )
}
