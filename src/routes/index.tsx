import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/home/components/home-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      title: 'Websites, Apps & Automation Built Fast',
      description:
        'Professional websites in 24-48 hours, mobile and web apps, business automation and maintenance for small businesses and public agencies.',
    }),
  component: HomePage,
})
