import { createFileRoute } from '@tanstack/react-router'
import { AutomationPage } from '@/features/automation/components/automation-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(marketing)/automation')({
  head: () =>
    pageHead({
      title: 'Business Automation',
      description:
        'Automate invoices, follow-ups, lead sync, orders and onboarding across Google Workspace, your CRM and team chat. Set up in 1-2 weeks; free automation audit.',
    }),
  component: AutomationPage,
})
