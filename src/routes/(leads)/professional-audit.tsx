import { createFileRoute } from '@tanstack/react-router'
import { ProfessionalAuditPage } from '@/features/audit-request/components/professional-audit-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(leads)/professional-audit')({
  head: () =>
    pageHead({
      title: 'Request a Professional Audit Quote',
      description:
        'Request a quote for a manual mobile app accessibility audit: standard delivery in 5-7 business days, rush in 2-3, with a PDF report and implementation guide.',
    }),
  component: ProfessionalAuditPage,
})
