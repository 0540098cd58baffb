import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '@/features/auth/components/admin-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/admin')({
  staticData: { indexed: false },
  head: () =>
    pageHead({
      title: 'Admin Portal',
      description: 'Administrator sign-in for the notarization service.',
    }),
  component: AdminPage,
})
