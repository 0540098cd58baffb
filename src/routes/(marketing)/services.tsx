import { createFileRoute } from '@tanstack/react-router'
import { ServicesPage } from '@/features/services/components/services-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(marketing)/services')({
  head: () =>
    pageHead({
      title: 'AI Services & Pricing',
      description:
        'AI design, workflow automation, appointment setting, cold email and call transcription with transparent pricing, plus websites, apps and support.',
    }),
  component: ServicesPage,
})
