import { createFileRoute } from '@tanstack/react-router'
import { MaintenancePage } from '@/features/maintenance/components/maintenance-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(marketing)/maintenance')({
  head: () =>
    pageHead({
      title: 'Website & App Maintenance Plans',
      description:
        'Security updates, bug fixes, performance audits, accessibility compliance and upgrades. Plans from $500/mo: Basic, Professional and Enterprise.',
    }),
  component: MaintenancePage,
})
