import { createRouter } from '@tanstack/react-router'
import { NotFoundPage } from '@/features/not-found/not-found-page'
import { routeTree } from '@/routeTree.gen'
import { RouteErrorPage } from './route-error-page'

/** One factory for the server (prerender) and the browser, so both build the same tree. */
export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
