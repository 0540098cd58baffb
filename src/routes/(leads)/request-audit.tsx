import { createFileRoute } from '@tanstack/react-router'
import { RequestAuditPage } from '@/features/audit-request/components/request-audit-page'
import { parseRequestAuditSearch } from '@/features/audit-request/model/request-audit-prefill'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(leads)/request-audit')({
  validateSearch: parseRequestAuditSearch,
  head: () =>
    pageHead({
      title: 'Section 508 Audit Request',
      description:
        'Request a professional Section 508 audit of your app: expert analysis, reports in 1-4 weeks, ready for Section 508, WCAG 2.1 and ADA.',
    }),
  component: RequestAuditPage,
})
