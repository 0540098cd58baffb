import { createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '@/features/auth/components/auth-page'
import { parseSignInSearch } from '@/features/auth/model/redirect-target'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/auth')({
  validateSearch: parseSignInSearch,
  head: () =>
    pageHead({
      title: 'Sign In or Create an Account',
      description: 'Sign in to your notarization customer portal, or create an account.',
    }),
  component: AuthPage,
})
