import { createFileRoute } from '@tanstack/react-router'
import { AccessibilityPage } from '@/features/accessibility/components/accessibility-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(marketing)/accessibility')({
  // Written here: a route's head ships with every page, and importing it from the statement's
  // content module would bring the whole statement along.
  head: () =>
    pageHead({
      title: 'Accessibility Statement',
      description:
        'How accessible this website is: the standard it aims for (WCAG 2.2 AA), how it is tested, what is known not to work, and how to report a barrier.',
    }),
  component: AccessibilityPage,
})
