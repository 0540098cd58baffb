import { createFileRoute } from '@tanstack/react-router'
import { ConfirmationPage } from '@/features/service-request/components/confirmation-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(leads)/confirmation')({
  staticData: { indexed: false },
  head: () =>
    pageHead({
      title: 'Thank You',
      description: 'We have received your request and will be in touch soon.',
    }),
  component: ConfirmationPage,
})
