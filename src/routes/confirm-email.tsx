import { createFileRoute } from '@tanstack/react-router'
import { ConfirmEmailPage } from '@/features/auth/components/confirm-email-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/confirm-email')({
  staticData: { indexed: false },
  head: () =>
    pageHead({
      title: 'Confirmation Link Expired',
      description: 'Get a new link to confirm your email address.',
    }),
  component: ConfirmEmailPage,
})
