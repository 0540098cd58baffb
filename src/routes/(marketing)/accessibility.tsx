import { createFileRoute } from '@tanstack/react-router'
import { AccessibilityPage } from '@/features/accessibility/components/accessibility-page'
import { statementMeta } from '@/features/accessibility/content'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(marketing)/accessibility')({
  head: () => pageHead(statementMeta),
  component: AccessibilityPage,
})
