import { createRootRoute } from '@tanstack/react-router'
import { RootDocument } from '@/components/layout/root-document'
import { rootHead } from '@/components/layout/root-head'

export const Route = createRootRoute({
  head: rootHead,
  component: RootDocument,
})
