import { createRouter } from '@tanstack/react-router'
import { NotFoundPage } from './features/not-found/not-found-page'
import { routeTree } from './routeTree.gen'

/** One factory for the server (prerender) and the browser, so both build the same tree. */
export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
