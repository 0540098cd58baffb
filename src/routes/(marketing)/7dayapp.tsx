import { createFileRoute } from '@tanstack/react-router'
import { DevelopmentPage } from '@/features/development/components/development-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(marketing)/7dayapp')({
  head: () =>
    pageHead({
      title: 'Custom App in 7 Days',
      description:
        'A Flutter mobile app, React admin panel and Firebase or Supabase backend built in 7 days, with on-time delivery, a quality guarantee and 30-day support.',
    }),
  component: DevelopmentPage,
})
