import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/forgot-password')({
  staticData: { indexed: false },
  head: () =>
    pageHead({
      title: 'Reset Your Password',
      description: 'Get a link to set a new password for your account.',
    }),
  component: ForgotPasswordPage,
})
