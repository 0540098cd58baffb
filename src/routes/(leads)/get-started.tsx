import { createFileRoute } from '@tanstack/react-router'
import { GetStartedPage } from '@/features/service-request/components/get-started-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(leads)/get-started')({
  head: () =>
    pageHead({
      title: 'Get Started: Request a Service',
      description:
        'Tell us what you would like to build: mobile apps, design systems, custom software, government solutions or UI/UX design.',
    }),
  component: GetStartedPage,
})
