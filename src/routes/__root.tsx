import { createRootRoute } from '@tanstack/react-router'
import { RootDocument } from '@/app/root-document'
import { rootHead } from '@/app/root-head'

export const Route = createRootRoute({
  head: rootHead,
  component: RootDocument,
})
