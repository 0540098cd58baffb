import { createFileRoute } from '@tanstack/react-router'
import { CareersPage } from '@/features/careers/components/careers-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(leads)/careers')({
  head: () =>
    pageHead({
      title: 'Careers: Join Our Team',
      description:
        'Open positions in business development, design, engineering, sales and marketing, remote and in Dallas and Washington DC.',
    }),
  component: CareersPage,
})
