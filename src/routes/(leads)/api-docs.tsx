import { createFileRoute } from '@tanstack/react-router'
import { ApiDocsPage } from '@/features/api-docs/components/api-docs-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(leads)/api-docs')({
  head: () =>
    pageHead({
      title: 'Accessibility API Documentation',
      description:
        'Compliance check, colour contrast and accessibility scan endpoints: bearer API key, JSON requests and responses, and a three-step quick start.',
    }),
  component: ApiDocsPage,
})
