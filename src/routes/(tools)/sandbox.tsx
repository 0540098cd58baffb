import { createFileRoute } from '@tanstack/react-router'
import { SandboxPage } from '@/features/sandbox/components/sandbox-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(tools)/sandbox')({
  head: () =>
    pageHead({
      title: 'Interactive Accessibility Demo Suite',
      description:
        'Free educational simulations of mobile app accessibility testing: a sample scanner, screen reader demo, colour contrast checkers, testing playground, recommendations and a legal analysis.',
    }),
  component: SandboxPage,
})
