import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/reset-password')({
  staticData: { indexed: false },
  head: () =>
    pageHead({
      title: 'Set a New Password',
      description: 'Choose a new password for your account.',
    }),
  component: ResetPasswordPage,
})
