import { createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '@/features/auth/components/auth-page'
import { signInRedirect } from '@/features/auth/model/redirect-target'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/auth')({
  // The router merges the raw search into the validated one: a refused value must be replaced.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = signInRedirect(search.redirect)
    return redirect ? { redirect } : {}
  },
  head: () =>
    pageHead({
      title: 'Sign In or Create an Account',
      description: 'Sign in to your notarization customer portal, or create an account.',
    }),
  component: AuthPage,
})
