import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { css } from 'styled-system/css'
import { formLibraries } from '@/components/form/form-libraries'
import { lazyWidget } from '@/lib/lazy-widget'
import { AuthCard } from './auth-card'
import { useLeaveIfSignedIn } from './use-leave-if-signed-in'

const AdminSignInForm = lazyWidget(
  () => import('./admin-sign-in-form').then((module) => module.AdminSignInForm),
  formLibraries(() => import('../model/schemas')),
)

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
      <Suspense fallback={null}>
        <AdminSignInForm />
      </Suspense>
    </AuthCard>
  )
}
